'use strict';

const express = require('express');
const articleService = require('../services/article-service');
const { presentArticle } = require('./presenters');

const router = express.Router();

router.get('/articles', async (req, res, next) => {
  try {
    const articles = await articleService.listArticles(req.query);
    const body = await Promise.all(articles.map((a) => presentArticle(a, req.userId)));
    res.json({ articles: body, articlesCount: body.length });
  } catch (err) {
    next(err);
  }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await articleService.getArticle(req.params.slug);
    res.json({ article: await presentArticle(article, req.userId) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
