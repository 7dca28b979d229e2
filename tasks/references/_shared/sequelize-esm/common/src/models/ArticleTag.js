// feature-file: articles
import { DataTypes, Model } from 'sequelize';

export class ArticleTag extends Model {
  static initialize(sequelize) {
    ArticleTag.init(
      {
        articleId: { type: DataTypes.INTEGER, primaryKey: true },
        tagId: { type: DataTypes.INTEGER, primaryKey: true },
      },
      { sequelize, modelName: 'ArticleTag', tableName: 'article_tags', underscored: true, timestamps: false },
    );
  }
}
