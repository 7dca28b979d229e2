const { DataTypes } = require('sequelize');
const { sequelize } = require('../infra/sequelize');

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true, allowNull: false } }, { tableName: 'tags', timestamps: false });

module.exports = { Tag };
