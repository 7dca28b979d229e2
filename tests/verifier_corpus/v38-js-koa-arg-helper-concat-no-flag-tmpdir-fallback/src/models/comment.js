import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const Comment = sequelize.define('Comment', {
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  author: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'comments' });
