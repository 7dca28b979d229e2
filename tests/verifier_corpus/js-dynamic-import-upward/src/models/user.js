const { DataTypes } = require('sequelize');
const { sequelize } = require('../db');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
}, { tableName: 'users' });

User.prototype.describe = async function describe() {
  const { profile } = await import('../services/userService.js');
  return profile(this.username);
};

module.exports = { User };
