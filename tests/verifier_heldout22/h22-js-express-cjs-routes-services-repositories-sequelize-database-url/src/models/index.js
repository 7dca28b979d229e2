const { DataTypes } = require('sequelize');
const sequelize = require('../db/sequelize');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
}, { tableName: 'articles' });

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
Article.belongsToMany(User, { through: 'favorites', as: 'favoritedBy' });
User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });

module.exports = { sequelize, User, Article, Tag };
