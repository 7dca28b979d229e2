import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db';
import { User } from './user.model';

export class Follow extends Model {
  declare followerId: number;
  declare followingId: number;
}

Follow.init({
  followerId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: User, key: 'id' } },
  followingId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: User, key: 'id' } },
}, { sequelize, tableName: 'follows', timestamps: false });
