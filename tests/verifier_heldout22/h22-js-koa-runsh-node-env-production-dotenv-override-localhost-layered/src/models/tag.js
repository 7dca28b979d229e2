const { DataTypes } = require('sequelize');
const sequelize = require('../db');

module.exports = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true, allowNull: false } }, { tableName: 'tags', timestamps: false });
