'use strict';

const { Sequelize, DataTypes } = require('sequelize');

function createModels(databaseUrl) {
  const sequelize = new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  }, { tableName: 'articles' });
  const Comment = sequelize.define('Comment', {
    body: { type: DataTypes.TEXT, allowNull: false },
  }, { tableName: 'comments' });
  Article.hasMany(Comment, { foreignKey: 'articleId', as: 'comments' });
  Comment.belongsTo(Article, { foreignKey: 'articleId' });
  return { sequelize, Article, Comment };
}

module.exports = { createModels };
