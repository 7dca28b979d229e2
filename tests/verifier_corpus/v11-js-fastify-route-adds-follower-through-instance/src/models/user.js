'use strict';

const { DataTypes } = require('sequelize');
const { sequelize } = require('../database');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, allowNull: true },
  image: { type: DataTypes.STRING, allowNull: true },
}, { tableName: 'users' });

User.belongsToMany(User, {
  as: 'followers',
  through: 'user_follows',
  foreignKey: 'followeeId',
  otherKey: 'followerId',
  timestamps: false,
});

module.exports = { User };
