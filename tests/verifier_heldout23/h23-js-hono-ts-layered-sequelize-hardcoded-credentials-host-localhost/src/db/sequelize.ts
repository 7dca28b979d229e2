import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize('conduit', 'user', 'password', {
  host: 'localhost',
  port: 5432,
  dialect: 'postgres',
  logging: false,
  pool: { max: 10, idle: 10_000 },
});
