import { DataTypes, Model, InferAttributes, InferCreationAttributes } from 'sequelize';
import { sequelize } from '../infra/database';

export class FollowModel extends Model<InferAttributes<FollowModel>, InferCreationAttributes<FollowModel>> {
  declare followerId: number;
  declare followeeId: number;
}

FollowModel.init(
  {
    followerId: { type: DataTypes.INTEGER, primaryKey: true },
    followeeId: { type: DataTypes.INTEGER, primaryKey: true },
  },
  { sequelize, tableName: 'follows', timestamps: false },
);
