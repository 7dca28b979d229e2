import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db.js';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
}

User.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
  },
  { sequelize, tableName: 'users' },
);
