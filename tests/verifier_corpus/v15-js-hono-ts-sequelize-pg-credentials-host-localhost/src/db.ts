import { Sequelize } from 'sequelize';

const database = process.env.PGDATABASE ?? 'conduit';
const username = process.env.PGUSER ?? 'postgres';
const password = process.env.PGPASSWORD ?? 'postgres';

export const sequelize = new Sequelize(database, username, password, {
  host: 'localhost',
  port: Number(process.env.PGPORT ?? 5432),
  dialect: 'postgres',
  logging: false,
  pool: { max: 10, idle: 10_000 },
});
