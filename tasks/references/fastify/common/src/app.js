'use strict';

const Fastify = require('fastify');
const sequelize = require('./db');
const { initModels } = require('./models');

/**
 * Composition root: binds the models to the database, creates the schema, and mounts the
 * cross-cutting plugins and the route modules under /api.
 */
async function buildApp(options = {}) {
  initModels(sequelize);
  await sequelize.sync();

  const app = Fastify(options);
  app.addHook('onClose', () => sequelize.close());

  app.register(require('./plugins/json-body'));
  app.register(require('./plugins/errors'));
  app.register(require('./plugins/auth'));

  app.register(
    async (api) => {
      api.register(require('./routes/health'));
      api.register(require('./routes/users'));
      api.register(require('./routes/profiles')); // feature-line: profiles
      api.register(require('./routes/articles')); // feature-line: articles
      api.register(require('./routes/comments')); // feature-line: comments
      api.register(require('./routes/tags')); // feature-line: articles
    },
    { prefix: '/api' },
  );

  return app;
}

module.exports = { buildApp };
