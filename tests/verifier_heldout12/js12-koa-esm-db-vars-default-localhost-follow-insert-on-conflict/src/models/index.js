import { Sequelize, DataTypes } from 'sequelize';
import config from '../config/database.js';

export const sequelize = new Sequelize(config.database, config.username, config.password, config);

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users', underscored: true });

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true, field: 'follower_id' },
  followingId: { type: DataTypes.INTEGER, primaryKey: true, field: 'following_id' },
}, { tableName: 'follows', timestamps: false });
