// Sequelize model kept from the first draft
const { DataTypes } = require('sequelize');

module.exports = (sequelize) =>
  sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING, password: DataTypes.STRING });
