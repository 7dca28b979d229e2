import { DataTypes, Model, Sequelize } from 'sequelize';
import { databaseUrl } from '../config/database.js';

export const sequelize = new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING, unique: true, allowNull: false } }, { sequelize, tableName: 'tags', timestamps: false });

export class ArticleTag extends Model {}
ArticleTag.init({ articleId: DataTypes.INTEGER, tagId: DataTypes.INTEGER }, { sequelize, tableName: 'article_tags', timestamps: false });
