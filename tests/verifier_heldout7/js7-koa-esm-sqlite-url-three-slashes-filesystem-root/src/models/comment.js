import { DataTypes } from 'sequelize';
import { sequelize } from './sequelize.js';

export const Comment = sequelize.define('comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorUsername: { type: DataTypes.STRING, allowNull: false },
});
