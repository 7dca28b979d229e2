import { Sequelize } from 'sequelize';

// libpq's variables, falling back to the docker-compose service for local runs
export const sequelize = new Sequelize({
  dialect: 'postgres',
  host: process.env.PGHOST ?? 'db',
  port: Number(process.env.PGPORT ?? 5432),
  username: process.env.PGUSER ?? 'postgres',
  password: process.env.PGPASSWORD ?? 'postgres',
  database: process.env.PGDATABASE ?? 'conduit',
  logging: false,
});
