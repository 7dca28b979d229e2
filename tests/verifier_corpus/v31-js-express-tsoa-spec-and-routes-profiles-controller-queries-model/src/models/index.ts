import { DataTypes, Model, Sequelize } from 'sequelize';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set');

export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init({
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, tableName: 'users' });

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING(64), allowNull: false, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });
