const express = require('express');
const api = require('./routes');
const { errorHandler, notFound } = require('./routes/errorHandlers');

function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // Clients send Content-Type: application/json even on bodiless requests; an empty body parses to {}.
  app.use(express.json());
  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}

module.exports = { createApp };
