// feature-file: articles
import { DataTypes, Model } from 'sequelize';

export class Article extends Model {
  static initialize(sequelize) {
    Article.init(
      {
        slug: { type: DataTypes.STRING, allowNull: false, unique: true },
        title: { type: DataTypes.STRING, allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false },
      },
      {
        sequelize,
        modelName: 'Article',
        tableName: 'articles',
        underscored: true,
        indexes: [{ fields: ['created_at'] }],
      },
    );
  }
}
