import os from 'node:os';
import path from 'node:path';
import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(os.tmpdir(), 'hono-realworld.sqlite'),
  logging: false,
});
