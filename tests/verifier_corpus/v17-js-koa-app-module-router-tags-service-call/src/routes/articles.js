'use strict';
const Router = require('@koa/router');
const articleService = require('../services/article.service');

const router = new Router();

router.get('/articles', async (ctx) => {
  const { tag, author, limit, offset } = ctx.query;
  ctx.body = await articleService.listArticles({ tag, author, limit, offset });
});

router.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await articleService.getArticle(ctx.params.slug) };
});

router.post('/articles', async (ctx) => {
  const input = (ctx.request.body || {}).article || {};
  ctx.status = 201;
  ctx.body = { article: await articleService.createArticle(input) };
});

module.exports = router;
