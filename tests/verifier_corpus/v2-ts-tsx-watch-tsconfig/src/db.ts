import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize('postgres://user:password@postgres:5432/conduit', {
  dialect: 'postgres',
  logging: false,
});
