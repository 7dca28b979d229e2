import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db.js';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}

User.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);
