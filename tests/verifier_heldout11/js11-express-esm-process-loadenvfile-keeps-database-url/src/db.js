import { existsSync } from 'node:fs';
import { Sequelize, DataTypes } from 'sequelize';

if (existsSync('.env')) process.loadEnvFile('.env');

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

export const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
export const Tag = sequelize.define('tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
