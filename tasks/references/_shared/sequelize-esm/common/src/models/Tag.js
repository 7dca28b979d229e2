// feature-file: articles
import { DataTypes, Model } from 'sequelize';

export class Tag extends Model {
  static initialize(sequelize) {
    Tag.init(
      { name: { type: DataTypes.STRING, allowNull: false, unique: true } },
      { sequelize, modelName: 'Tag', tableName: 'tags', underscored: true, timestamps: false },
    );
  }
}
