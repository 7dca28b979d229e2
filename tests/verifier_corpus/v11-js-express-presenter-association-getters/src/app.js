'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./models');
const articleRoutes = require('./routes/articles');

const app = express();
app.use(express.json());

app.use((req, _res, next) => {
  const header = req.headers.authorization || '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  if (token) {
    try {
      req.userId = jwt.verify(token, process.env.JWT_SECRET || 'conduit-secret').id;
    } catch (_err) {
      req.userId = undefined;
    }
  }
  next();
});

app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', articleRoutes);

app.use((err, _req, res, _next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('listening on 3000'));
});
