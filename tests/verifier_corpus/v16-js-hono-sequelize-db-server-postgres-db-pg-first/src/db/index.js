import { Sequelize, DataTypes } from 'sequelize';
import { dbSettings } from './settings.js';

export const sequelize = new Sequelize(dbSettings.database, dbSettings.username, dbSettings.password, {
  host: dbSettings.host,
  port: dbSettings.port,
  dialect: 'postgres',
  logging: false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });
