const { Router } = require('express');
const users = require('./users');
const articles = require('./articles');

const api = Router();
api.get('/health-check', (_req, res) => res.status(200).json({ status: 'ok' }));
api.use(users);
api.use(articles);

api.use((err, _req, res, _next) => {
  const status = err.status || 500;
  res.status(status).json({ errors: err.errors || { body: [err.message] } });
});

module.exports = api;
