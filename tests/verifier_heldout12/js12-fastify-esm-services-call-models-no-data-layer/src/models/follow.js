import { DataTypes } from 'sequelize';
import { sequelize } from '../lib/db.js';

export const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, allowNull: false },
  followeeId: { type: DataTypes.INTEGER, allowNull: false },
}, { timestamps: false, indexes: [{ unique: true, fields: ['followerId', 'followeeId'] }] });
