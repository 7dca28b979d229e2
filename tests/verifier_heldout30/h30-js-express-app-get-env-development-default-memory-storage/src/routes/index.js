const express = require('express');
const users = require('./users');
const articles = require('./articles');

module.exports = function registerRoutes(app, db) {
  const api = express.Router();
  api.get('/health-check', (_req, res) => res.json({ ok: true }));
  api.use(users(db, app.get('jwt secret')));
  api.use(articles(db, app.get('jwt secret')));
  app.use('/api', api);
  app.use((err, _req, res, _next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));
};
