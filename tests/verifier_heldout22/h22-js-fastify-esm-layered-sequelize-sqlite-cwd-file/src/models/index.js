import { DataTypes } from 'sequelize';
import { sequelize } from '../database.js';

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });
