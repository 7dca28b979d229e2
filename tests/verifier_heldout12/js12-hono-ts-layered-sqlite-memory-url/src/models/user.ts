import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db/index.js';

export class User extends Model {
  declare id: number;
  declare email: string;
  declare username: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}

User.init(
  {
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);
