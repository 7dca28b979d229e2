const { Hono } = require('hono');
const { sequelize, models } = require('./models');
const { ArticleRepository } = require('./repositories/article-repository');
const { FavoriteRepository } = require('./repositories/favorite-repository');
const { ArticleService } = require('./services/article-service');
const { articleRoutes } = require('./routes/articles');

// composition root: build repositories and services once, hand only the services to the routes
async function createApp() {
  await sequelize.sync();
  const services = {
    articles: new ArticleService(new ArticleRepository(models), new FavoriteRepository(models)),
  };
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.get('/api/health-check', (c) => c.json({ ok: true }));
  app.route('/api/articles', articleRoutes);
  return app;
}

module.exports = { createApp };
