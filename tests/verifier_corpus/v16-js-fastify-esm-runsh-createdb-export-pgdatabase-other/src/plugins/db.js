import fp from 'fastify-plugin';
import { sequelize } from '../models/index.js';

export default fp(async (app) => {
  await sequelize.authenticate();
  await sequelize.sync();
  app.addHook('onClose', async () => sequelize.close());
});
