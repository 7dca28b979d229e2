const { DataTypes } = require('sequelize');
const { sequelize } = require('../config/database');

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
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
}, { tableName: 'articles' });

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'comments' });

const Favorite = sequelize.define('Favorite', {}, { tableName: 'favorites', timestamps: false });
const Follow = sequelize.define('Follow', {}, { tableName: 'follows', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });
User.belongsToMany(User, { through: Follow, as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });

module.exports = { sequelize, User, Article, Comment, Favorite, Follow };
