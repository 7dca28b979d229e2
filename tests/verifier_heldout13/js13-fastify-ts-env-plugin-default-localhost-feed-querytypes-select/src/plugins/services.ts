import fp from 'fastify-plugin';
import { Sequelize } from 'sequelize';
import { defineModels } from '../models/index.js';
import { ArticleRepository } from '../repositories/article.repository.js';
import { UserRepository } from '../repositories/user.repository.js';
import { ArticleService } from '../services/article.service.js';
import { UserService } from '../services/user.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: { users: UserService; articles: ArticleService };
  }
}

// Composition root: builds the Sequelize instance, the repositories and the services.
export default fp(async (app) => {
  const sequelize = new Sequelize(app.config.DATABASE_URL, { dialect: 'postgres', logging: false });
  defineModels(sequelize);
  await sequelize.sync();
  app.decorate('services', {
    users: new UserService(new UserRepository()),
    articles: new ArticleService(new ArticleRepository(sequelize)),
  });
  app.addHook('onClose', async () => sequelize.close());
});
