import { DataTypes, Model } from 'sequelize';

export class Article extends Model {}
export class Tag extends Model {}

export function initArticle(sequelize) {
  Article.init(
    {
      slug: { type: DataTypes.STRING, allowNull: false, unique: true },
      title: { type: DataTypes.STRING, allowNull: false },
      description: { type: DataTypes.STRING, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
    },
    { sequelize, modelName: 'Article', tableName: 'articles' },
  );
  Tag.init(
    { name: { type: DataTypes.STRING, allowNull: false, unique: true } },
    { sequelize, modelName: 'Tag', tableName: 'tags', timestamps: false },
  );
  return { Article, Tag };
}
