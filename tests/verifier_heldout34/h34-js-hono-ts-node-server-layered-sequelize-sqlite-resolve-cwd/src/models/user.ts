import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare bio: string | null;
  declare image: string | null;
}

User.init({
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, modelName: 'user' });
