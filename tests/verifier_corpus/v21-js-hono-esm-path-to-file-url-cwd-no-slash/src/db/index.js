import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Sequelize, DataTypes } from 'sequelize';
import { databaseFile } from './paths.js';

mkdirSync(dirname(databaseFile), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: databaseFile, logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false },
  followeeId: { type: DataTypes.INTEGER, allowNull: false },
}, { timestamps: false, indexes: [{ unique: true, fields: ['followerId', 'followeeId'] }] });
