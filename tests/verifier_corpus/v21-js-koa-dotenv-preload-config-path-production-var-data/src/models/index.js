'use strict';
const { DataTypes } = require('sequelize');
const sequelize = require('../sequelize');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

const Favorite = sequelize.define('Favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.belongsToMany(Article, { through: Favorite, as: 'favorites' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy' });

module.exports = { sequelize, User, Article, Favorite };
