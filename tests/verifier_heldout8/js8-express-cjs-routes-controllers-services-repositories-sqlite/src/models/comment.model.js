const { DataTypes } = require('sequelize');

module.exports = (sequelize) =>
  sequelize.define('Comment', {
    body: { type: DataTypes.TEXT, allowNull: false },
  });
