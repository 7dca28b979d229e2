import { DataTypes, Sequelize } from 'sequelize';
import { profiles, stage } from '../config/database.js';

const profile = profiles[stage];
if (!profile) throw new Error(`no database profile for stage ${stage}`);

export const sequelize = profile.url ? new Sequelize(profile.url, profile) : new Sequelize(profile);

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });
