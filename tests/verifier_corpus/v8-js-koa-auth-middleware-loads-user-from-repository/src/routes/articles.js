import Router from '@koa/router';
import { requireAuth } from '../middleware/require-auth.js';
import { articleService } from '../services/article-service.js';

export const articlesRouter = new Router();

articlesRouter.get('/articles', async (ctx) => {
  ctx.body = await articleService.list(ctx.query);
});

articlesRouter.get('/articles/:slug', async (ctx) => {
  const article = await articleService.get(ctx.params.slug);
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article };
});

articlesRouter.post('/articles', requireAuth, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.user, ctx.request.body.article) };
});
