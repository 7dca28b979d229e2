import pg from 'pg';
import { newDb } from 'pg-mem';
import { Sequelize } from 'sequelize';

const isProduction = process.env.NODE_ENV === 'production';

// Outside production we run against an in-process Postgres emulator so that local runs and
// tests never need a server; production talks to the real DATABASE_URL.
const dialectModule = isProduction ? pg : newDb().adapters.createPg();

export const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  dialectModule,
  logging: false,
});
