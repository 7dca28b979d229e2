import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
}, { tableName: 'follows', timestamps: false });
