'use strict';
const express = require('express');

function wrapAsync(router) {
  for (const layer of router.stack) {
    for (const l of (layer.route && layer.route.stack) || []) {
      const fn = l.handle;
      l.handle = (req, res, next) => Promise.resolve(fn(req, res, next)).catch(next);
    }
  }
  return router;
}

function buildApp() {
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
  app.use('/api', wrapAsync(require('./routes/users')));
  app.use('/api', wrapAsync(require('./routes/articles')));
  app.use((err, _req, res, _next) => {
    res.status(err.status || 500).json({ errors: { body: [err.message] } });
  });
  return app;
}

module.exports = { buildApp };
