const { Sequelize, DataTypes } = require('sequelize');
const { dbUrl } = require('./config/env');

const sequelize = new Sequelize(dbUrl, { dialect: 'postgres', logging: false });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

module.exports = { sequelize, Tag };
