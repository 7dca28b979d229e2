import Router from '@koa/router';
import { articleService } from '../services/articleService.js';
import { authenticated } from './middleware.js';

export const articles = new Router();

articles.get('/articles', async (ctx) => {
  ctx.body = await articleService.list(Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0));
});

articles.get('/articles/feed', authenticated, async (ctx) => {
  ctx.body = await articleService.feed(ctx.state.user.id, Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0));
});
