import { DataTypes } from 'sequelize';
import { sequelize } from '../database.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
});
