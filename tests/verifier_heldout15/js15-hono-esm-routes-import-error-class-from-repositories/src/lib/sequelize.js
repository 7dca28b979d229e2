import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'postgres',
  host: process.env.PGHOST ?? 'localhost',
  port: Number(process.env.PGPORT ?? 5432),
  username: process.env.PGUSER ?? 'user',
  password: process.env.PGPASSWORD ?? 'password',
  database: process.env.PGDATABASE ?? 'conduit',
  logging: false,
});
