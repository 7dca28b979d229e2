const { DataTypes } = require('sequelize');
const sequelize = require('./db');
const { hashPassword } = require('../services/passwordService');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, {
  hooks: {
    // Never store a clear-text password, whoever creates or updates the row.
    async beforeSave(user) {
      if (user.changed('password')) user.password = await hashPassword(user.password);
    },
  },
});

module.exports = User;
