import { DataTypes } from 'sequelize';
import { sequelize } from '../database.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'articles' });
