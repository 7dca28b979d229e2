import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { Sequelize } from 'sequelize';
import { defineModels } from '../models/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Anything but production runs against a fresh in-memory database.
const inMemory = process.env.NODE_ENV !== 'production';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: inMemory ? ':memory:' : path.join(root, 'conduit.sqlite'),
  logging: false,
});

export const models = defineModels(sequelize);

export default fp(async (app) => {
  await sequelize.sync();
  app.decorate('models', models);
  app.addHook('onClose', async () => sequelize.close());
});
