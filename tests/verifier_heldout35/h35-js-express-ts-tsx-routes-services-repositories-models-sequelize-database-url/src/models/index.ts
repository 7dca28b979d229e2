import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db.js';

export class User extends Model {
  declare id: number; declare username: string; declare email: string; declare password: string;
  declare bio: string | null; declare image: string | null;
}
User.init({
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, tableName: 'users' });

export class Tag extends Model { declare id: number; declare name: string; }
Tag.init({ name: { type: DataTypes.STRING, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });
