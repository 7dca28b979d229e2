import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, DataTypes, Model } from 'sequelize';
const dataDir = path.resolve('data');
fs.mkdirSync(dataDir, { recursive: true });
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dataDir, 'conduit.sqlite'), logging: false });
export class User extends Model { declare id: number; declare username: string; declare email: string; declare password: string; }
User.init({ username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true }, password: DataTypes.STRING }, { sequelize, tableName: 'users' });
