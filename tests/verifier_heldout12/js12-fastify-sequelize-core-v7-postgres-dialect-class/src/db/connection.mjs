import { Sequelize } from '@sequelize/core';
import { PostgresDialect } from '@sequelize/postgres';

// Sequelize 7 takes the dialect as a class from its own package; connection options
// are the libpq settings the environment provides.
export const sequelize = new Sequelize({
  dialect: PostgresDialect,
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  database: process.env.PGDATABASE,
  logging: false,
});
