const { DataTypes } = require('sequelize');
const sequelize = require('../db');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });

const Comment = sequelize.define('Comment', { body: { type: DataTypes.TEXT, allowNull: false } });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
Article.belongsToMany(User, { through: 'Favorites', as: 'favoritedBy' });
User.belongsToMany(User, { through: 'Follows', as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
Comment.belongsTo(Article, { foreignKey: 'articleId' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article, Tag, Comment };
