import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const Follow = sequelize.define('Follow', {
  follower: { type: DataTypes.STRING, allowNull: false },
  followee: { type: DataTypes.STRING, allowNull: false },
}, {
  tableName: 'follows',
  indexes: [{ unique: true, fields: ['follower', 'followee'] }],
});
