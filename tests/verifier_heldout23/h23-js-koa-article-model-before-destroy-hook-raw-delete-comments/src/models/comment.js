const { DataTypes } = require('sequelize');
const sequelize = require('../db');

module.exports = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'comments' });
