import path from 'node:path';
import { Sequelize } from 'sequelize';

// npm sets INIT_CWD to the directory `npm start` was run from (the project root).
const root = process.env.INIT_CWD ?? process.cwd();

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(root, 'conduit.sqlite'),
  logging: false,
});
