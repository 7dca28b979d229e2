import { Sequelize } from 'sequelize';

// The libpq variables are provided by the environment (PGHOST, PGPORT, ...).
export function createSequelize(): Sequelize {
  return new Sequelize({
    dialect: 'postgres',
    host: process.env.PGHOST,
    port: Number(process.env.PGPORT ?? 5432),
    username: process.env.PGUSER,
    password: process.env.PGPASSWORD,
    database: process.env.PGDATABASE,
    logging: false,
  });
}
