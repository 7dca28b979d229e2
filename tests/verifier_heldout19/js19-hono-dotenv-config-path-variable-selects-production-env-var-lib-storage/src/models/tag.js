const { DataTypes } = require('sequelize');
const sequelize = require('../infrastructure/sequelize');

module.exports = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags', timestamps: false });
