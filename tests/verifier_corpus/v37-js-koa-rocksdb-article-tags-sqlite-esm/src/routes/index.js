import Router from '@koa/router';
import * as service from '../services/articleService.js';

export const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/tags', async (ctx) => { ctx.body = { tags: await service.listTags() }; });
router.post('/articles', async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await service.createArticle(ctx.request.body.article) };
});
router.get('/articles/:slug', async (ctx) => {
  const article = await service.getArticle(ctx.params.slug);
  if (!article) { ctx.status = 404; ctx.body = { errors: { article: ['not found'] } }; return; }
  ctx.body = { article };
});
