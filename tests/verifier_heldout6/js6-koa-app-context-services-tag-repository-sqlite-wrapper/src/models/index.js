const { Sequelize, DataTypes } = require('sequelize');
const { databaseFile } = require('../config');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: databaseFile, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
}, { tableName: 'articles' });

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags', timestamps: false });
const ArticleTag = sequelize.define('ArticleTag', {}, { tableName: 'article_tags', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: ArticleTag, foreignKey: 'articleId', otherKey: 'tagId' });
Tag.belongsToMany(Article, { through: ArticleTag, foreignKey: 'tagId', otherKey: 'articleId' });

module.exports = { sequelize, User, Article, Tag, ArticleTag };
