import path from 'node:path';
import { Sequelize, DataTypes, Model } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(process.cwd(), 'conduit.sqlite'),
  logging: false,
});
export class Tag extends Model { declare name: string; }
Tag.init({ name: { type: DataTypes.STRING, unique: true } }, { sequelize, timestamps: false });
