import { Sequelize } from 'sequelize';

// Standard libpq variables, as provided by the environment.
export const sequelize = new Sequelize(
  process.env.PGDATABASE as string,
  process.env.PGUSER as string,
  process.env.PGPASSWORD,
  {
    host: process.env.PGHOST,
    port: Number(process.env.PGPORT ?? 5432),
    dialect: 'postgres',
    logging: false,
  },
);
