import { Sequelize } from 'sequelize';

// SQLite keeps the setup self-contained: no server to provision.
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: 'conduit.sqlite',
  logging: false,
});
