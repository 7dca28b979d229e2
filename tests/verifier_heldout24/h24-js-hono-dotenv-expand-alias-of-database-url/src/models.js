import { Sequelize, DataTypes } from 'sequelize';
import { config } from './config.js';

export const sequelize = new Sequelize(config.dbUrl, { dialect: 'postgres', logging: false, pool: { max: config.poolMax } });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
