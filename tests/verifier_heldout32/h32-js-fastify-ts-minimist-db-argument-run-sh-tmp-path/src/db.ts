import fs from 'node:fs';
import path from 'node:path';
import minimist from 'minimist';
import { Sequelize, DataTypes, Model, fn, col } from 'sequelize';

const argv = minimist(process.argv.slice(2), { string: ['db'] });
const storage = path.resolve(argv.db ?? 'data/conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
}
Article.init({ slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING }, { sequelize });

export class Favorite extends Model {
  declare userId: number;
  declare articleId: number;
}
Favorite.init({ userId: DataTypes.INTEGER, articleId: DataTypes.INTEGER }, { sequelize, timestamps: false });

export async function favoriteCounts(ids: number[]): Promise<Map<number, number>> {
  const rows = await Favorite.findAll({
    attributes: ['articleId', [fn('COUNT', col('userId')), 'n']],
    where: { articleId: ids },
    group: ['articleId'],
    raw: true,
  });
  return new Map(rows.map((r: any) => [r.articleId, Number(r.n)]));
}
