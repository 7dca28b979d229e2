import { DataTypes, Sequelize } from 'sequelize';
import { env } from './env.js';

export const sequelize = new Sequelize(env.databaseUrl, { dialect: 'postgres', logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: { type: DataTypes.TEXT },
}, { tableName: 'users' });
