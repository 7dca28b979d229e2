import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, DataTypes, Model } from 'sequelize';
export class Article extends Model { declare id: number; declare slug: string; declare title: string; declare body: string; declare authorId: number; }
export async function initDb(storage: string) {
  fs.mkdirSync(path.dirname(storage), { recursive: true });
  const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
  Article.init({ slug: DataTypes.STRING, title: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER }, { sequelize });
  await sequelize.sync();
}
