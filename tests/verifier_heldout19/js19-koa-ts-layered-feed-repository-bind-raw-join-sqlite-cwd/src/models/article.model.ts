import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db/sequelize';

export class ArticleModel extends Model {
  declare id: number; declare slug: string; declare title: string; declare description: string;
  declare body: string; declare authorId: number; declare createdAt: Date; declare updatedAt: Date;
}
ArticleModel.init({
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
  description: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER,
}, { sequelize, tableName: 'articles' });

export class FollowModel extends Model { declare followerId: number; declare followingId: number; }
FollowModel.init({
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { sequelize, tableName: 'follows', timestamps: false });
