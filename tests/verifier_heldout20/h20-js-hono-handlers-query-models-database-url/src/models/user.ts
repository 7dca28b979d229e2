import { DataTypes } from 'sequelize';
import { sequelize } from '../db/sequelize';

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});
