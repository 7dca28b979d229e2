import { Sequelize } from 'sequelize';

// Postgres whenever the PG* variables are present (always, in the environment we deploy to);
// a local SQLite file only for hacking on the API without a database server.
export const sequelize = process.env.PGHOST
  ? new Sequelize({
      dialect: 'postgres',
      host: process.env.PGHOST,
      port: Number(process.env.PGPORT ?? 5432),
      username: process.env.PGUSER,
      password: process.env.PGPASSWORD,
      database: process.env.PGDATABASE,
      logging: false,
    })
  : new Sequelize({ dialect: 'sqlite', storage: 'local-dev.sqlite', logging: false });
