const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

const ArticleTag = sequelize.define('ArticleTag', {
  articleId: { type: DataTypes.INTEGER, allowNull: false },
  tag: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'article_tags', timestamps: false });

Article.hasMany(ArticleTag, { foreignKey: 'articleId', as: 'tags', onDelete: 'CASCADE' });

module.exports = { sequelize, Sequelize, Article, ArticleTag };
