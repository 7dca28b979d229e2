import { DataTypes } from 'sequelize';
import { sequelize } from '../repositories/connection.js';

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorName: DataTypes.STRING,
});
