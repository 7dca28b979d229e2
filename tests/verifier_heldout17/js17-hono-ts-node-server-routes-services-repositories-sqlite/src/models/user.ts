import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db.js';

export class User extends Model {
  declare id: number; declare username: string; declare email: string;
  declare password: string; declare bio: string | null; declare image: string | null;
}
User.init({
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
}, { sequelize, tableName: 'users' });
