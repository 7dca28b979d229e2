import { Sequelize } from 'sequelize';

const { DATABASE_URL, NODE_ENV } = process.env;

export const sequelize = DATABASE_URL
  ? new Sequelize(DATABASE_URL, { logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: NODE_ENV === 'development' });
