'use strict';
const { Sequelize, DataTypes } = require('sequelize');

function defineModels(sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    hash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  }, { tableName: 'users', underscored: true });

  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    tagList: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
  }, { tableName: 'articles', underscored: true });

  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  User.belongsToMany(User, { as: 'followers', through: 'follows', foreignKey: 'followedId', otherKey: 'followerId' });
  Article.belongsToMany(User, { as: 'favoriters', through: 'favorites', foreignKey: 'articleId', otherKey: 'userId' });
  return { User, Article };
}

function connect(url) {
  return new Sequelize(url, { dialect: 'postgres', logging: false });
}

module.exports = { connect, defineModels };
