import fp from 'fastify-plugin';
import { sequelize } from '../db.js';

// opens a transaction for every write request; rolls it back if the handler throws
export default fp(async (app) => {
  app.decorateRequest('tx', null);
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET') request.tx = await sequelize.transaction();
  });
  app.addHook('onError', async (request) => {
    if (request.tx && !request.tx.finished) await request.tx.rollback();
  });
});
