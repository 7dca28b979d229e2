import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../config/database.js';

export class FollowModel extends Model {
  declare followerId: number;
  declare followeeId: number;
}

FollowModel.init(
  {
    followerId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    followeeId: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
  },
  { sequelize, tableName: 'follows', underscored: true, timestamps: false },
);
