const { DataTypes } = require('sequelize');
const sequelize = require('../db/sequelize');

module.exports = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });
