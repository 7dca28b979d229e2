'use strict';

const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

// DATABASE_URL in every deployed environment; a local file when hacking on a laptop.
const sequelize = process.env.DATABASE_URL
  ? new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: path.join(__dirname, '..', '..', 'dev.sqlite'), logging: false });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

module.exports = { sequelize, Tag };
