'use strict';

const Router = require('@koa/router');
const articleService = require('../services/articleService');

const router = new Router({ prefix: '/api/articles' });

router.get('/', async (ctx) => {
  const limit = Math.min(Number(ctx.query.limit) || 20, 100);
  const offset = Number(ctx.query.offset) || 0;
  const query = articleService.articlesQuery({ author: ctx.query.author });
  const [articles, articlesCount] = await Promise.all([
    query.findAll({ limit, offset }),
    query.count(),
  ]);
  ctx.body = { articles: articles.map(articleService.toJSON), articlesCount };
});

router.get('/:slug', async (ctx) => {
  const article = await articleService.getArticle(ctx.params.slug);
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article: articleService.toJSON(article) };
});

module.exports = router;
