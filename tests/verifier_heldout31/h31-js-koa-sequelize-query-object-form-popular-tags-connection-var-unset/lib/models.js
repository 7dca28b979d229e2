const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
const ArticleTag = sequelize.define('ArticleTag', {}, { timestamps: false });
Article.belongsToMany(Tag, { through: ArticleTag });
Tag.belongsToMany(Article, { through: ArticleTag });

module.exports = { sequelize, Article, Tag, ArticleTag };
