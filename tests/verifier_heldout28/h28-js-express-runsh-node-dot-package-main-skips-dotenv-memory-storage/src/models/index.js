const { DataTypes } = require('sequelize');
const { sequelize } = require('../db');

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

const Comment = sequelize.define('comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
});

Article.belongsTo(User, { as: 'author' });
Comment.belongsTo(User, { as: 'author' });
Comment.belongsTo(Article);
Article.hasMany(Comment, { onDelete: 'CASCADE' });

module.exports = { User, Article, Comment };
