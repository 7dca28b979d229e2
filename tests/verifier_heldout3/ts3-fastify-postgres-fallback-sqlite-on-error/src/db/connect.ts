import path from 'path';
import { Sequelize } from 'sequelize';
import { defineModels } from './models';

// Prefer the PostgreSQL the environment gives; keep a local file so the API still
// starts on a laptop without a database server.
export async function connect(): Promise<Sequelize> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pg = new Sequelize(url, { dialect: 'postgres', logging: false });
    try {
      await pg.authenticate();
      defineModels(pg);
      await pg.sync();
      return pg;
    } catch (err) {
      console.warn('PostgreSQL unreachable, falling back to SQLite:', (err as Error).message);
      await pg.close();
    }
  }
  const lite = new Sequelize({ dialect: 'sqlite', storage: path.resolve('fallback.sqlite'), logging: false });
  defineModels(lite);
  await lite.sync();
  return lite;
}
