import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { Sequelize } from 'sequelize';
import { defineModels } from '../models/index.js';

// data/conduit.sqlite under the directory the server is started from
const dbUrl = new URL('./data/conduit.sqlite', 'file://' + process.cwd() + '/');
const storage = fileURLToPath(dbUrl);

export default fp(async (app) => {
  mkdirSync(dirname(storage), { recursive: true });
  const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
  const models = defineModels(sequelize);
  await sequelize.sync();
  app.decorate('models', models);
  app.addHook('onClose', async () => sequelize.close());
});
