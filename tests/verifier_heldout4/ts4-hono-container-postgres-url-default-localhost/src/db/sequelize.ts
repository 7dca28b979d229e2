import { Sequelize } from 'sequelize';

// Local default matches the docker-compose Postgres used during development.
const connectionString = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@localhost:5432/conduit';

export const sequelize = new Sequelize(connectionString, {
  dialect: 'postgres',
  logging: false,
});
