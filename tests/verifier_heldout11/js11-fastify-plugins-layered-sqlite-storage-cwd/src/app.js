const Fastify = require('fastify');
const { sequelize, models } = require('./models');
const UserRepository = require('./repositories/user.repository');
const ArticleRepository = require('./repositories/article.repository');
const UserService = require('./services/user.service');
const ArticleService = require('./services/article.service');

module.exports = async function buildApp() {
  const app = Fastify({ logger: true });
  await sequelize.sync();
  const users = new UserRepository(models);
  const articles = new ArticleRepository(models);
  app.decorate('services', {
    users: new UserService(users),
    articles: new ArticleService(articles, users),
  });
  app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'dev' });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(require('./routes/user.routes'), { prefix: '/api' });
  app.register(require('./routes/article.routes'), { prefix: '/api/articles' });
  return app;
};
