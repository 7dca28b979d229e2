const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { createSchema } = require('./models/bookshelf');

(async () => {
  await createSchema();
  const app = new Hono();
  app.route('/api', require('./routes'));
  serve({ fetch: app.fetch, port: 3000 });
})();
