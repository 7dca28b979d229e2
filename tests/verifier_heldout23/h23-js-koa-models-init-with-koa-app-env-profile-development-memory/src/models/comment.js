const { Model, DataTypes } = require('sequelize');

class Comment extends Model {
  static initModel(sequelize) {
    return Comment.init({ body: { type: DataTypes.TEXT, allowNull: false } }, { sequelize, tableName: 'comments' });
  }
}

module.exports = Comment;
