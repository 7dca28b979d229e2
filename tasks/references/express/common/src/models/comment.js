// feature-file: comments
const { DataTypes, Model } = require('sequelize');

class Comment extends Model {}

function initComment(sequelize) {
  Comment.init(
    { body: { type: DataTypes.TEXT, allowNull: false } },
    { sequelize, modelName: 'Comment', tableName: 'comments', underscored: true },
  );
}

module.exports = { Comment, initComment };
