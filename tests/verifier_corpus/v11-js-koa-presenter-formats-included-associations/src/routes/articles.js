'use strict';

const Router = require('@koa/router');
const articleService = require('../services/article-service');
const { presentArticle } = require('./presenters');

const router = new Router({ prefix: '/api' });

router.get('/articles', async (ctx) => {
  const articles = await articleService.listArticles(ctx.query);
  ctx.body = {
    articles: articles.map((a) => presentArticle(a, ctx.state.userId)),
    articlesCount: articles.length,
  };
});

router.get('/articles/:slug', async (ctx) => {
  const article = await articleService.getArticle(ctx.params.slug);
  ctx.body = { article: presentArticle(article, ctx.state.userId) };
});

module.exports = router;
