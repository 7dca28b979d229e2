// Composition root: builds the object graph and mounts the routers. No request logic here.
const express = require('express');
const models = require('./models');
const UserRepository = require('./repositories/UserRepository');
const ArticleRepository = require('./repositories/ArticleRepository');
const TagRepository = require('./repositories/TagRepository');
const UserService = require('./services/UserService');
const ArticleService = require('./services/ArticleService');
const TagService = require('./services/TagService');
const usersRouter = require('./routes/users');
const articlesRouter = require('./routes/articles');
const tagsRouter = require('./routes/tags');

function createApp() {
  const userRepository = new UserRepository({ models });
  const articleRepository = new ArticleRepository({ models });
  const tagRepository = new TagRepository({ models });

  const services = {
    userService: new UserService({ userRepository }),
    articleService: new ArticleService({ articleRepository }),
    tagService: new TagService({ tagRepository }),
  };

  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.status(200).json({ status: 'ok' }));
  app.use('/api', usersRouter(services));
  app.use('/api', articlesRouter(services));
  app.use('/api', tagsRouter(services));

  // eslint-disable-next-line no-unused-vars
  app.use((err, _req, res, _next) => {
    const status = err.status || 500;
    res.status(status).json({ errors: { body: [err.message] } });
  });
  return app;
}

module.exports = { createApp };
