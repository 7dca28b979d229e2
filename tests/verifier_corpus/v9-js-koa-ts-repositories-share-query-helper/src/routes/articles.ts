import Router from '@koa/router';
import { articleService } from '../services/article-service.js';
import { requireUser } from '../middleware/auth.js';

export const articles = new Router();

articles.get('/articles', async (ctx) => {
  ctx.body = await articleService.list(Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0));
});

articles.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug) };
});

articles.post('/articles', requireUser, async (ctx) => {
  const body = ctx.request.body as { article: { title: string; description: string; body: string } };
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.user, body.article) };
});
