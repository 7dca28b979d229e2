import { DataTypes } from 'sequelize';
import { sequelize } from '../database.js';

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });
