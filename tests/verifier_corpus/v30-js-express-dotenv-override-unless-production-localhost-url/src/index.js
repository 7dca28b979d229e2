'use strict';

const express = require('express');
const config = require('./config');
const { sequelize, Comment } = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));

app.get('/api/articles/:slug/comments', async (req, res, next) => {
  try {
    const comments = await Comment.findAll({ order: [['createdAt', 'DESC']] });
    res.json({ comments });
  } catch (err) {
    next(err);
  }
});

sequelize.sync().then(() => app.listen(config.port, '0.0.0.0'));
