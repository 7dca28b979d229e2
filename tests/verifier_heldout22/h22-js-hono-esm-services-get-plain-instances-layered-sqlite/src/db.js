import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: fileURLToPath(new URL('../data/conduit.sqlite', import.meta.url)),
  logging: false,
});
