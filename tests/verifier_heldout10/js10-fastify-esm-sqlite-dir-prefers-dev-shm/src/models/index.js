import { Sequelize, DataTypes } from 'sequelize';
import { storagePath } from '../config/storage.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: storagePath, logging: false });

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
