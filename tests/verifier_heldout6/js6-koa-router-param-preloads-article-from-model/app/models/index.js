const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.resolve(__dirname, '../../db.sqlite'), logging: false });

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

const Comment = sequelize.define('comment', { body: DataTypes.TEXT });

Article.belongsTo(User, { as: 'author' });
Comment.belongsTo(User, { as: 'author' });
Comment.belongsTo(Article);

module.exports = { sequelize, User, Article, Comment };
