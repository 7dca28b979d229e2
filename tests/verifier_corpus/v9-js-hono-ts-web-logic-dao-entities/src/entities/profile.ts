import { DataTypes, Model } from 'sequelize';
import { sequelize } from './sequelize.js';

export class UserEntity extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare bio: string | null;
  declare image: string | null;
}

UserEntity.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

export class FollowEntity extends Model {
  declare followerId: number;
  declare followeeId: number;
}

FollowEntity.init(
  {
    followerId: { type: DataTypes.INTEGER, primaryKey: true },
    followeeId: { type: DataTypes.INTEGER, primaryKey: true },
  },
  { sequelize, tableName: 'follows', timestamps: false },
);

export interface Profile {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}
