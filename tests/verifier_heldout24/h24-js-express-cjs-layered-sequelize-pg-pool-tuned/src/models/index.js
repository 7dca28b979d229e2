const { DataTypes } = require('sequelize');
const sequelize = require('../config/database');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, allowNull: true },
  image: { type: DataTypes.STRING, allowNull: true },
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.TEXT, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'comments' });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

User.hasMany(Article, { foreignKey: 'authorId', as: 'articles' });
Article.belongsTo(User, { foreignKey: 'authorId', as: 'author' });
Article.hasMany(Comment, { foreignKey: 'articleId', as: 'comments', onDelete: 'CASCADE' });
Comment.belongsTo(Article, { foreignKey: 'articleId' });
Comment.belongsTo(User, { foreignKey: 'authorId', as: 'author' });
Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags', foreignKey: 'articleId' });
Tag.belongsToMany(Article, { through: 'article_tags', foreignKey: 'tagId' });
Article.belongsToMany(User, { through: 'favorites', as: 'favoritedBy', foreignKey: 'articleId' });
User.belongsToMany(Article, { through: 'favorites', as: 'favorites', foreignKey: 'userId' });
User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
User.belongsToMany(User, { through: 'follows', as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });

module.exports = { sequelize, User, Article, Comment, Tag };
