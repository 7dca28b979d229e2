import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db';

export class UserModel extends Model {
  declare id: number; declare username: string; declare bio: string | null; declare image: string | null;
}
UserModel.init({ username: { type: DataTypes.STRING, unique: true }, email: DataTypes.STRING, password: DataTypes.STRING,
  bio: DataTypes.TEXT, image: DataTypes.STRING }, { sequelize, tableName: 'users' });

export class FollowModel extends Model { declare followerId: number; declare followingId: number; }
FollowModel.init({ followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER }, { sequelize, tableName: 'follows', timestamps: false });

export interface Profile { username: string; bio: string | null; image: string | null; following: boolean }
