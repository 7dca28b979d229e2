'use strict';
const express = require('express');
const sequelize = require('./database/sequelize');
const articleRepository = require('./repositories/articleRepository');
const ArticleService = require('./services/ArticleService');
const ArticlesController = require('./controllers/ArticlesController');

const controller = new ArticlesController({ articles: new ArticleService(articleRepository) });
const app = express();
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/articles', controller.list);
app.get('/api/articles/:slug', controller.show);
sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
