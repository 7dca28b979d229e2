const { DataTypes } = require('sequelize');
const sequelize = require('../db/sequelize');

const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true, validate: { isEmail: true } },
  username: { type: DataTypes.STRING, allowNull: false, unique: true, validate: { notEmpty: true } },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false, validate: { notEmpty: { msg: "title can't be blank" }, len: [1, 255] } },
  description: { type: DataTypes.STRING, allowNull: false, validate: { notEmpty: { msg: "description can't be blank" } } },
  body: { type: DataTypes.TEXT, allowNull: false, validate: { notEmpty: { msg: "body can't be blank" } } },
  tagList: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { as: 'articles', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article };
