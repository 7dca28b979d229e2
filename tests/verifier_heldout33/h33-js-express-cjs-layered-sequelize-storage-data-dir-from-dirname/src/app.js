const express = require('express');
const apiRouter = require('./routes');

function createApp() {
  const app = express();
  app.use(express.json());
  app.use('/api', apiRouter);
  app.use((err, req, res, next) => {
    res.status(err.status || 500).json({ errors: { body: [err.message] } });
  });
  return app;
}
module.exports = { createApp };
