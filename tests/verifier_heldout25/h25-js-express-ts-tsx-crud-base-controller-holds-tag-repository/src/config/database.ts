import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'postgres',
  host: process.env.POSTGRES_HOST ?? 'localhost',
  port: Number(process.env.PGPORT ?? 5432),
  database: process.env.PGDATABASE ?? 'conduit',
  username: process.env.PGUSER ?? 'user',
  password: process.env.PGPASSWORD ?? 'password',
  logging: false,
});
