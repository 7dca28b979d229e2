import fs from 'fs';
import path from 'path';
import { DataTypes, Model, Sequelize } from 'sequelize';

// src/db -> <project>/data/conduit.sqlite
const storage = path.resolve(__dirname, '..', '..', 'data', 'conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

export class User extends Model {
  declare id: number;
  declare email: string;
  declare username: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}

User.init(
  {
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

export class Tag extends Model {
  declare name: string;
}

Tag.init({ name: { type: DataTypes.STRING, allowNull: false, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });
