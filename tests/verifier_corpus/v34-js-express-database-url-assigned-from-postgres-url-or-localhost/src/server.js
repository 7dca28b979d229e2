'use strict';
const express = require('express');
const { sequelize, Article } = require('./db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/articles/:slug', async (req, res) => {
  const a = await Article.findOne({ where: { slug: req.params.slug } });
  if (!a) return res.status(404).json({ errors: { body: ['not found'] } });
  return res.json({ article: { slug: a.slug, title: a.title, body: a.body } });
});
sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
