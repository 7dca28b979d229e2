const express = require('express');

function createApp() {
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (req, res) => res.sendStatus(200));
  app.use('/api', require('./routes/users'));
  app.use('/api', require('./routes/articles'));
  app.use((err, req, res, next) => {
    res.status(err.status || 500).json({ errors: { body: [err.message] } });
  });
  return app;
}

module.exports = { createApp };
