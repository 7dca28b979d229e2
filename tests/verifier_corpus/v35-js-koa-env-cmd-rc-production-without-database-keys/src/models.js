'use strict';
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

module.exports = { sequelize, User };
