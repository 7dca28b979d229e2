'use strict';
const { Hono } = require('hono');
const { serve } = require('@hono/node-server');
const migrate = require('./db/migrate');
const articles = require('./routes/articles');

const app = new Hono();
app.route('/api/articles', articles);

migrate()
  .then(() => {
    serve({ fetch: app.fetch, port: Number(process.env.PORT) || 3000 });
    console.log('conduit up');
  })
  .catch((err) => {
    console.error('migration failed', err);
    process.exit(1);
  });
