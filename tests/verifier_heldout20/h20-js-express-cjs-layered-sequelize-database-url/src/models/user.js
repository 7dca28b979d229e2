const { DataTypes } = require('sequelize');

module.exports = (sequelize) => sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, defaultValue: '' },
  image: { type: DataTypes.STRING, allowNull: true },
});
