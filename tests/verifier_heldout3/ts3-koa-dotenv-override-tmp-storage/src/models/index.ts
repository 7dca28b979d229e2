import { DataTypes, Model, Sequelize } from 'sequelize';
import { settings } from '../config';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: settings.storage, logging: false });

export class UserModel extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}

UserModel.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

export class TagModel extends Model {
  declare name: string;
}

TagModel.init({ name: { type: DataTypes.STRING, primaryKey: true } }, { sequelize, tableName: 'tags', timestamps: false });
