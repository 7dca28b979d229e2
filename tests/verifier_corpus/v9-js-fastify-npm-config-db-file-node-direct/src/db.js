import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.npm_package_config_db_file || ':memory:',
  logging: false,
});
