import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../connection';

export class Article extends Model {
  declare id: number; declare slug: string; declare favoritesCount: number;
}
Article.init({
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT,
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
}, { sequelize, tableName: 'articles' });

export class Favorite extends Model { declare userId: number; declare articleId: number; }
Favorite.init({
  userId: { type: DataTypes.INTEGER, primaryKey: true }, articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { sequelize, tableName: 'favorites', timestamps: false });
