import path from 'node:path';
import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(process.cwd(), 'data/conduit.sqlite'),
  logging: false,
});

export class UserModel extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}
UserModel.init({
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, tableName: 'users' });

export class TagModel extends Model {
  declare id: number;
  declare name: string;
}
TagModel.init({ name: { type: DataTypes.STRING, unique: true, allowNull: false } }, { sequelize, tableName: 'tags', timestamps: false });

export interface AuthUser {
  email: string;
  username: string;
  bio: string | null;
  image: string | null;
  token: string;
}
