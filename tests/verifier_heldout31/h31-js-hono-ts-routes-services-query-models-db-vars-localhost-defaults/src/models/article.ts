import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../lib/sequelize.js';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
}

Article.init(
  {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
    authorId: DataTypes.INTEGER,
  },
  { sequelize, tableName: 'articles' },
);
