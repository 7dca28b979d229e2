import { DataTypes, Model, Sequelize } from 'sequelize';
import { config } from '../config/env';

export const sequelize = new Sequelize(config.databaseUrl, { dialect: 'postgres', logging: false });

export class Profile extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}
Profile.init(
  { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING },
  { sequelize, tableName: 'users' },
);

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });
