import { DataTypes } from 'sequelize';
import { sequelize } from '../db/sequelize.js';

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });
