const express = require('express');

exports.createApp = () => {
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
  app.use('/api', require('./routes/users'));
  app.use('/api', require('./routes/articles'));
  app.use((err, _req, res, _next) => res.status(500).json({ errors: { body: [err.message] } }));
  return app;
};
