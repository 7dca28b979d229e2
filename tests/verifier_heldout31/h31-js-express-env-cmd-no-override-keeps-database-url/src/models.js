const { DataTypes } = require('sequelize');
const { sequelize } = require('./db');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
}, { tableName: 'articles' });

const Follow = sequelize.define('Follow', {}, { tableName: 'follows', timestamps: false });
const Favorite = sequelize.define('Favorite', {}, { tableName: 'favorites', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.belongsToMany(User, { as: 'followers', through: Follow, foreignKey: 'followingId', otherKey: 'followerId' });
User.belongsToMany(Article, { as: 'favorites', through: Favorite, foreignKey: 'userId', otherKey: 'articleId' });
Article.belongsToMany(User, { as: 'favoritedBy', through: Favorite, foreignKey: 'articleId', otherKey: 'userId' });

module.exports = { sequelize, User, Article, Follow, Favorite };
