'use strict';

// Entity records: Sequelize model definitions (model layer).
const { DataTypes } = require('sequelize');
const { sequelize } = require('../db');

const UserRecord = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
}, { tableName: 'users' });

const FollowRecord = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followeeId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'follows', timestamps: false });

module.exports = { UserRecord, FollowRecord };
