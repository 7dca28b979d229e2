// Composition root: builds the object graph once and hands it to Express.
const express = require('express');
const { sequelize } = require('./store/db');
const { defineEntities } = require('./entities');
const { UserStore } = require('./store/user.store');
const { ArticleStore } = require('./store/article.store');
const { UserService } = require('./core/user.service');
const { ArticleService } = require('./core/article.service');
const { usersRouter } = require('./api/users.routes');
const { articlesRouter } = require('./api/articles.routes');

async function buildApp() {
  const entities = defineEntities(sequelize);
  await sequelize.sync();

  const userStore = new UserStore(entities);
  const articleStore = new ArticleStore(entities);
  const userService = new UserService(userStore);
  const articleService = new ArticleService(articleStore, userStore);

  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.status(200).json({ status: 'ok' }));
  app.use('/api', usersRouter(userService));
  app.use('/api', articlesRouter(articleService, userService));
  app.use((err, _req, res, _next) => {
    const status = err.status || 500;
    res.status(status).json({ errors: { body: [err.message] } });
  });
  return app;
}

module.exports = { buildApp };
