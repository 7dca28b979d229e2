import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';
import { User } from './user.js';

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: User, key: 'id' } },
  followingId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: User, key: 'id' } },
}, { timestamps: false });
