const express = require('express');
const jwt = require('jsonwebtoken');
const { scopePerRequest } = require('awilix-express');
const buildContainer = require('./container');

const container = buildContainer();
const app = express();
app.use(express.json());
app.use(scopePerRequest(container));
app.use((req, _res, next) => {
  const token = (req.headers.authorization || '').replace(/^Token /, '');
  try {
    req.userId = token ? jwt.verify(token, process.env.JWT_SECRET || 'secret').id : undefined;
  } catch (_) {
    req.userId = undefined;
  }
  next();
});
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/articles'));
app.use('/api', require('./routes/profiles'));
app.use((err, _req, res, _next) => res.status(500).json({ errors: { body: [err.message] } }));

container.resolve('models');
container.resolve('sequelize').sync().then(() => app.listen(3000));
