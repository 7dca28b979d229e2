'use strict';

const express = require('express');
const { buildContainer } = require('./container');

const container = buildContainer(process.env.DATABASE_URL);
const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api/articles', container.resolve('articlesRouter'));
app.use((err, req, res, next) => {
  const status = err instanceof container.resolve('articleService').NotFound ? 404 : 500;
  res.status(status).json({ errors: { body: [err.message] } });
});

container.resolve('models').sequelize.sync().then(() => app.listen(3000, '0.0.0.0'));
