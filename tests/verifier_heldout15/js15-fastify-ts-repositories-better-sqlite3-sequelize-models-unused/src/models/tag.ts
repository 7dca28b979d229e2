import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db/connection';

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING, unique: true, allowNull: false } }, { sequelize, tableName: 'tags', timestamps: false });

export class ArticleTag extends Model {}
ArticleTag.init(
  { articleId: { type: DataTypes.INTEGER, primaryKey: true }, tagId: { type: DataTypes.INTEGER, primaryKey: true } },
  { sequelize, tableName: 'article_tags', timestamps: false },
);
