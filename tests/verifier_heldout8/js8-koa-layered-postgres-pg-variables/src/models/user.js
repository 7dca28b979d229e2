const { DataTypes } = require('sequelize');

module.exports = (sequelize) => sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false, field: 'password_hash' },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
}, { tableName: 'users', underscored: true });
