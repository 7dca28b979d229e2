import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../lib/database';
import { User } from './user.model';

export class Follow extends Model {
  declare followerId: number;
  declare followingId: number;
}

Follow.init(
  {
    followerId: { type: DataTypes.INTEGER, primaryKey: true },
    followingId: { type: DataTypes.INTEGER, primaryKey: true },
  },
  { sequelize, tableName: 'follows', underscored: true, timestamps: false },
);

User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
