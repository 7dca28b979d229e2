const express = require('express');
const { makeRepositories } = require('./repositories');
const { makeServices } = require('./services');
const { makeRouter } = require('./routes');

function buildApp(db) {
  const services = makeServices(makeRepositories(db));
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (req, res) => res.sendStatus(200));
  app.use('/api', makeRouter(services));
  return app;
}

module.exports = { buildApp };
