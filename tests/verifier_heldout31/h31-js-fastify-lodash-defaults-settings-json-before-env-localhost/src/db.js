'use strict'
const { Sequelize, DataTypes } = require('sequelize')
const config = require('../config')

const sequelize = new Sequelize(config.databaseUrl, { dialect: 'postgres', logging: false })

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } })
const Profile = sequelize.define('Profile', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING })

module.exports = { sequelize, Tag, Profile }
