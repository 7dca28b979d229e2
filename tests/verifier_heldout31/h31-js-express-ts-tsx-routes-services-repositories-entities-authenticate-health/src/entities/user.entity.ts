import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db/sequelize.js';

export class UserEntity extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}

UserEntity.init(
  {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

export interface UserDto {
  email: string;
  token: string;
  username: string;
  bio: string | null;
  image: string | null;
}
