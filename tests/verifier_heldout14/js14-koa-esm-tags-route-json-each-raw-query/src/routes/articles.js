import Router from '@koa/router';
import { articleService } from '../services/articleService.js';

export const articlesRouter = new Router();

articlesRouter.get('/articles', async (ctx) => {
  ctx.body = await articleService.list(Number(ctx.query.limit) || 20, Number(ctx.query.offset) || 0);
});

articlesRouter.post('/articles', async (ctx) => {
  const authorId = Number(ctx.get('x-user-id'));
  if (!authorId) ctx.throw(401);
  ctx.status = 201;
  ctx.body = { article: await articleService.create(authorId, ctx.request.body.article) };
});
