import { DataTypes } from 'sequelize';
import { sequelize } from './db.js';

export const Tag = sequelize.define('tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });
