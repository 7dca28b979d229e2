'use strict';

const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  token: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: { type: DataTypes.TEXT },
}, { tableName: 'users' });

const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
}, { tableName: 'follows', timestamps: false });

module.exports = { sequelize, User, Follow };
