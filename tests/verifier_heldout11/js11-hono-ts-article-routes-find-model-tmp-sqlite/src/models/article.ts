import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db';
export class Article extends Model { declare id: number; declare slug: string; declare authorId: number; declare title: string; }
Article.init({ slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, description: DataTypes.STRING,
  body: DataTypes.TEXT, authorId: DataTypes.INTEGER }, { sequelize, tableName: 'articles' });
