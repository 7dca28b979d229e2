import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../sequelize';

export class UserSchema extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}

UserSchema.init(
  { username: { type: DataTypes.STRING, unique: true }, email: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING },
  { sequelize, tableName: 'users' },
);

export class FollowSchema extends Model {}
FollowSchema.init(
  { followerId: { type: DataTypes.INTEGER, primaryKey: true }, followingId: { type: DataTypes.INTEGER, primaryKey: true } },
  { sequelize, tableName: 'follows', timestamps: false },
);
