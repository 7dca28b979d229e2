import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: new URL('../../conduit.db', import.meta.url).pathname,
  logging: false,
});
