import { DataTypes } from 'sequelize';
import { sequelize } from '../db/index.js';

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

export interface Profile {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}
