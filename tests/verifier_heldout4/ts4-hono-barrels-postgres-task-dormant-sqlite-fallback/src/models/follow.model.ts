import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../lib/db.js';

export class FollowModel extends Model {
  declare followerId: number;
  declare followingId: number;
}

FollowModel.init({
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { sequelize, tableName: 'follows', timestamps: false });
