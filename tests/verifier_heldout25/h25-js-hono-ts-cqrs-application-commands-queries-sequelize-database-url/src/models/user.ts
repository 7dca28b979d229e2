import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../config/database.js';

export class UserModel extends Model {
  declare id: number;
  declare email: string;
  declare username: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}

UserModel.init(
  {
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users', underscored: true },
);

export interface Profile {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}
