import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db.js';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
}

User.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    bio: { type: DataTypes.TEXT, allowNull: true },
  },
  { sequelize, tableName: 'users' },
);
