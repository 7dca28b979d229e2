'use strict';

const { DataTypes } = require('sequelize');

module.exports = function defineModels(sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: { type: DataTypes.TEXT, allowNull: true },
    image: { type: DataTypes.STRING, allowNull: true },
  }, { tableName: 'users' });

  const Tag = sequelize.define('Tag', {
    name: { type: DataTypes.STRING, allowNull: false, unique: true },
  }, { tableName: 'tags', timestamps: false });

  return { User, Tag };
};
