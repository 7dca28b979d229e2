import { DataTypes, Model } from 'sequelize';
import { sequelize } from './sequelize';

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
}

Article.init({
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { sequelize });
