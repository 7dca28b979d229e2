'use strict'
const { Sequelize, DataTypes } = require('sequelize')

const sequelize = new Sequelize({
  dialect: 'postgres',
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT),
  database: process.env.PGDATABASE,
  username: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  logging: false
})

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING
}, { underscored: true })

const Follow = sequelize.define('follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true }
}, { underscored: true, timestamps: false })

module.exports = { sequelize, User, Follow }
