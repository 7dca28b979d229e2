import { Sequelize } from 'sequelize';

// Connect over the local Unix socket: faster than TCP and no password prompts in dev.
export const sequelize = new Sequelize(
  process.env.PGDATABASE ?? 'conduit',
  process.env.PGUSER ?? 'user',
  process.env.PGPASSWORD ?? 'password',
  {
    dialect: 'postgres',
    host: '/var/run/postgresql',
    port: Number(process.env.PGPORT ?? 5432),
    logging: false,
    pool: { max: 10, idle: 10_000 },
  },
);
