const { DataTypes } = require('sequelize');
const sequelize = require('../db/sequelize');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users', underscored: true });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { tableName: 'articles', underscored: true });

const Comment = sequelize.define('Comment', {
  body: DataTypes.TEXT,
}, { tableName: 'comments', underscored: true });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Comment.belongsTo(Article, { foreignKey: 'article_id' });

module.exports = { sequelize, User, Article, Comment };
