import { Sequelize, DataTypes } from 'sequelize';
import { config } from './config.js';

export const sequelize = new Sequelize(config.databaseUrl, { dialect: 'postgres', logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, unique: true, allowNull: false },
}, { tableName: 'tags', timestamps: false });
