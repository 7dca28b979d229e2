import { DataTypes, Model } from 'sequelize';
import { sequelize } from './sequelize';
export class Article extends Model { declare id: number; declare slug: string; declare title: string; }
Article.init({ slug: DataTypes.STRING, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT },
  { sequelize, tableName: 'articles' });
export class Favorite extends Model { declare articleId: number; declare userId: number; }
Favorite.init({ articleId: DataTypes.INTEGER, userId: DataTypes.INTEGER }, { sequelize, tableName: 'favorites', timestamps: false });
