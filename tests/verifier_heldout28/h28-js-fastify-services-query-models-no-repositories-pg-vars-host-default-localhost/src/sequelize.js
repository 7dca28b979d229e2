import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize(
  process.env.PGDATABASE ?? 'conduit',
  process.env.PGUSER ?? 'user',
  process.env.PGPASSWORD ?? 'password',
  {
    dialect: 'postgres',
    host: process.env.DB_HOST ?? 'localhost',
    port: Number(process.env.PGPORT ?? 5432),
    logging: false,
  },
);
