import fs from 'node:fs';
import fp from 'fastify-plugin';
import { Sequelize } from 'sequelize';
import { initModels } from '../models/index.js';

const DATA_DIR = process.env.CONDUIT_DATA_DIR ?? '/var/lib/conduit';

export default fp(async (app) => {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: `${DATA_DIR}/conduit.sqlite`,
    logging: false,
  });
  const models = initModels(sequelize);
  await sequelize.sync();
  app.decorate('sequelize', sequelize);
  app.decorate('models', models);
  app.addHook('onClose', async () => sequelize.close());
}, { name: 'sequelize' });
