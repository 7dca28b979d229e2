import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../database';

export interface Profile {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}

export interface IUserRepository {
  findByUsername(username: string): Promise<UserEntity | null>;
}

export interface IFollowRepository {
  follow(followerId: number, followingId: number): Promise<void>;
  unfollow(followerId: number, followingId: number): Promise<void>;
  isFollowing(followerId: number, followingId: number): Promise<boolean>;
}

export class UserEntity extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}

UserEntity.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

export class FollowEntity extends Model {
  declare followerId: number;
  declare followingId: number;
}

FollowEntity.init(
  { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER },
  { sequelize, tableName: 'follows', timestamps: false },
);
