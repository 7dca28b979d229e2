import Router from '@koa/router';
import { articleService } from '../services/articleService.js';

export const articles = new Router({ prefix: '/api/articles' });

const user = (ctx) => ctx.get('x-username') || null;

articles.get('/', async (ctx) => { ctx.body = await articleService.list(ctx.query); });
articles.get('/:slug', async (ctx) => { ctx.body = await articleService.get(ctx.params.slug); });
articles.post('/', async (ctx) => {
  if (!user(ctx)) ctx.throw(401);
  ctx.status = 201;
  ctx.body = await articleService.create(user(ctx), ctx.request.body.article);
});
articles.delete('/:slug', async (ctx) => {
  if (!user(ctx)) ctx.throw(401);
  await articleService.remove(user(ctx), ctx.params.slug);
  ctx.status = 204;
});
