const { Sequelize, DataTypes } = require('sequelize');
const options = require('../config/database');

const sequelize = new Sequelize(options);

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags', timestamps: false });
Tag.belongsToMany(Article, { through: 'article_tags', as: 'articles', timestamps: false });

module.exports = { sequelize, Tag, Article };
