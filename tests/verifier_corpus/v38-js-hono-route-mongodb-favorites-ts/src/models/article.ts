import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db.js';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare body: string;
}

Article.init({
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { sequelize, tableName: 'articles' });
