'use strict';

const Router = require('@koa/router');
const ResourceController = require('../controllers/ResourceController');
const articleService = require('../services/articleService');
const { Comment } = require('../models');

const router = new Router({ prefix: '/api' });
const comments = new ResourceController(Comment, { key: 'id', envelope: 'comment' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.get('/articles/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article: article.toJSON() };
});

router.post('/articles', async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: (await articleService.create(ctx.request.body.article)).toJSON() };
});

router.get('/articles/:articleId/comments', comments.list);
router.delete('/articles/:articleId/comments/:id', comments.remove);

module.exports = router;
