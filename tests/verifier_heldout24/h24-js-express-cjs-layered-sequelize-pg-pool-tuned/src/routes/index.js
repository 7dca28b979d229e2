const { Router } = require('express');

const api = Router();
api.get('/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
api.use(require('./users.routes'));
api.use(require('./articles.routes'));
api.use(require('./tags.routes'));
api.use((err, req, res, next) => {
  const status = err.status || 500;
  res.status(status).json({ errors: { body: [status === 500 ? 'internal error' : err.message] } });
});
module.exports = api;
