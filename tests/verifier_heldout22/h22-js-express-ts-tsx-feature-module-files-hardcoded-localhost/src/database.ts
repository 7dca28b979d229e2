import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize('conduit', 'postgres', 'postgres', {
  host: 'localhost',
  port: 5432,
  dialect: 'postgres',
  logging: false,
});
