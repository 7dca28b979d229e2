'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { Sequelize, DataTypes } = require('sequelize');

const storage = process.env.SQLITE_STORAGE || path.join(__dirname, '..', 'data', 'conduit.sqlite');
if (storage !== ':memory:') fs.mkdirSync(path.dirname(storage), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

module.exports = { sequelize, Article };
