// feature-file: comments
import { DataTypes, Model } from 'sequelize';

export class Comment extends Model {
  static initialize(sequelize) {
    Comment.init(
      { body: { type: DataTypes.TEXT, allowNull: false } },
      { sequelize, modelName: 'Comment', tableName: 'comments', underscored: true },
    );
  }
}
