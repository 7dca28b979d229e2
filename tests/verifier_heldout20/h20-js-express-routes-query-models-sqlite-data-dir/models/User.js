const { DataTypes } = require('sequelize');
module.exports = (sequelize) => sequelize.define('User', {
  email: { type: DataTypes.STRING, unique: true },
  username: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
