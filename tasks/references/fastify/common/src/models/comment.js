'use strict';
// feature-file: comments

const { DataTypes, Model } = require('sequelize');

class Comment extends Model {
  static initialize(sequelize) {
    Comment.init(
      { body: { type: DataTypes.TEXT, allowNull: false } },
      { sequelize, modelName: 'Comment', tableName: 'comments' },
    );
  }

  static associate({ User, Article }) {
    Comment.belongsTo(User, { as: 'author', foreignKey: { name: 'authorId', allowNull: false }, onDelete: 'CASCADE' });
    Comment.belongsTo(Article, {
      as: 'article',
      foreignKey: { name: 'articleId', allowNull: false },
      onDelete: 'CASCADE',
    });
  }
}

module.exports = Comment;
