import { Sequelize } from 'sequelize';

const env = process.env;

// Connection settings follow libpq's environment variable names.
export const sequelize = new Sequelize(
  env.PGDATABASE ?? 'conduit',
  env.PGUSER ?? 'user',
  env.PGPASSWORD ?? 'password',
  {
    dialect: 'postgres',
    host: env.PGHOST ?? 'postgres',
    port: Number(env.PGPORT ?? 5432),
    logging: false,
  },
);
// feature-begin: articles

export const withTransaction = (work) => sequelize.transaction(work);
// feature-end: articles
