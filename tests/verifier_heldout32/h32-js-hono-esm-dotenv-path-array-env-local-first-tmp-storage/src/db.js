import { Sequelize, DataTypes } from 'sequelize';
import { env } from './env.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: env.sqliteFile, logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
