import { Sequelize, DataTypes, Model } from 'sequelize';
import { DB_FILE } from './config';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false });

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}

User.init({
  username: DataTypes.STRING,
  email: DataTypes.STRING,
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, tableName: 'users', underscored: true });
