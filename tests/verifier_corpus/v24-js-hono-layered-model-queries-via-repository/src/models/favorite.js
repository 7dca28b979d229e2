import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
}, { tableName: 'favorites', timestamps: false });
