import { DataTypes } from 'sequelize';
import { sequelize } from '../lib/db.js';

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
}, { tableName: 'users', underscored: true });

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
  followeeId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
}, { tableName: 'follows', underscored: true, timestamps: false });
