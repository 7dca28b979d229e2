import { DataTypes } from 'sequelize';
import { sequelize } from '../lib/sequelize.mjs';

export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });
