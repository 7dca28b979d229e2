import { DataTypes } from 'sequelize';
import { sequelize } from './sequelize.js';

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorName: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'comments' });
