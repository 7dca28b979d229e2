const { Sequelize, DataTypes } = require('sequelize');
const { storage } = require('./config');
const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
module.exports = { sequelize, Tag };
