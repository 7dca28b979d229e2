import { DataTypes } from 'sequelize';
import { sequelize } from './sequelize.js';

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'follows', timestamps: false });
