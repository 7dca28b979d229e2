'use strict';

const express = require('express');
const { sequelize, Article } = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));

app.get('/api/articles', async (req, res, next) => {
  try {
    const rows = await Article.findAll({ order: [['createdAt', 'DESC']], limit: Number(req.query.limit) || 20 });
    res.json({ articles: rows, articlesCount: rows.length });
  } catch (err) {
    next(err);
  }
});

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
