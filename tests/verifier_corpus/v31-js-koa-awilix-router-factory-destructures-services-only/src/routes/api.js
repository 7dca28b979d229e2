'use strict';

const Router = require('@koa/router');

module.exports = ({ tagService, articleService, logger }) => {
  const router = new Router({ prefix: '/api' });

  router.get('/health-check', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/tags', async (ctx) => {
    ctx.body = { tags: await tagService.list() };
  });

  router.get('/articles/:slug', async (ctx) => {
    const article = await articleService.get(ctx.params.slug);
    if (!article) {
      logger.warn(`article ${ctx.params.slug} not found`);
      ctx.throw(404, 'article not found');
    }
    ctx.body = { article };
  });

  return router;
};
