const { DataTypes } = require('sequelize');
const sequelize = require('../db/sequelize');

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { underscored: true });

const Tag = sequelize.define('tag', {
  name: { type: DataTypes.STRING, unique: true, allowNull: false },
}, { underscored: true, timestamps: false });

const ArticleTag = sequelize.define('article_tag', {}, { underscored: true, timestamps: false });

Article.belongsToMany(Tag, { through: ArticleTag });
Tag.belongsToMany(Article, { through: ArticleTag });

module.exports = { sequelize, Article, Tag, ArticleTag };
