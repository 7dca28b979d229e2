'use strict';
const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const dbConfig = require('../config/database');

fs.mkdirSync(path.dirname(dbConfig.storage), { recursive: true });
const sequelize = new Sequelize(dbConfig);

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tagList' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });

module.exports = { sequelize, Tag, Article };
