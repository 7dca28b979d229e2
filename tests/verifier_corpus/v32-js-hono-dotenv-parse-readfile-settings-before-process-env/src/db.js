import { DataTypes, Sequelize } from 'sequelize';
import { settings } from './settings.js';

export const sequelize = new Sequelize(settings.databaseUrl, { dialect: 'postgres', logging: false });

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });
