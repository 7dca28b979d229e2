import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });
