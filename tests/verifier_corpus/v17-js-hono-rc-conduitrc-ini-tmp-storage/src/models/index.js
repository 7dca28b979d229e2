import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, DataTypes } from 'sequelize';
import { config } from '../config.js';

const storage = path.resolve(config.db.storage);
fs.mkdirSync(path.dirname(storage), { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage,
  logging: config.db.logging === true || config.db.logging === 'true' ? console.log : false,
});

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false },
  followingId: { type: DataTypes.INTEGER, allowNull: false },
});
