const { DataTypes } = require('sequelize');
const sequelize = require('./db');

module.exports = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followedId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'follows', timestamps: false });
