import { DataTypes, Sequelize } from 'sequelize';
import { env } from './env.js';

export const sequelize = new Sequelize(env.DATABASE_URL, { logging: false });

export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
