// feature-file: favorites
import { DataTypes, Model } from 'sequelize';

export class Favorite extends Model {
  static initialize(sequelize) {
    Favorite.init(
      {
        userId: { type: DataTypes.INTEGER, primaryKey: true },
        articleId: { type: DataTypes.INTEGER, primaryKey: true },
      },
      { sequelize, modelName: 'Favorite', tableName: 'favorites', underscored: true },
    );
  }
}
