import fp from 'fastify-plugin';
import { Sequelize } from 'sequelize';
import { initModels, Models } from '../models';

declare module 'fastify' {
  interface FastifyInstance {
    db: Sequelize;
    models: Models;
  }
}

export default fp(async (app) => {
  const db = new Sequelize({
    dialect: 'sqlite',
    storage: process.env.DB_STORAGE ?? ':memory:',
    logging: (msg) => app.log.debug(msg),
  });
  const models = initModels(db);
  await db.sync();
  app.decorate('db', db);
  app.decorate('models', models);
  app.addHook('onClose', async () => db.close());
});
