import { DataTypes, Model, type InferAttributes, type InferCreationAttributes } from 'sequelize';
import { sequelize } from '../db.js';

export class Follow extends Model<InferAttributes<Follow>, InferCreationAttributes<Follow>> {
  declare followerId: number;
  declare followingId: number;
}

Follow.init({
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { sequelize, tableName: 'follows', timestamps: false });
