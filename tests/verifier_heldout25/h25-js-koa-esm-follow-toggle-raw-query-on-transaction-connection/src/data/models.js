import { DataTypes } from 'sequelize';
import { sequelize } from './sequelize.js';

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users', underscored: true });

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
  followeeId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
}, { tableName: 'follows', underscored: true, timestamps: false });
