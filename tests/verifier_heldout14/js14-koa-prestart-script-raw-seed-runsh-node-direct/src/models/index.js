const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'storage', 'conduit.sqlite'),
  logging: false,
});

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags', timestamps: false });
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { tableName: 'articles' });
Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });

module.exports = { sequelize, Tag, Article };
