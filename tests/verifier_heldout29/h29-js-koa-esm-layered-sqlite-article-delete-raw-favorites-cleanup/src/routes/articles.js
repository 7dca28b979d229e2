import Router from '@koa/router';
import { articleService } from '../services/article-service.js';
import { userService } from '../services/user-service.js';

export const articles = new Router();

const viewer = (ctx) => userService.idFromToken((ctx.get('Authorization') || '').replace(/^Token /, ''));

async function requireViewer(ctx, next) {
  ctx.state.userId = viewer(ctx);
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  await next();
}

articles.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug, viewer(ctx)) };
});

articles.post('/articles', requireViewer, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.userId, ctx.request.body.article ?? {}) };
});

articles.put('/articles/:slug', requireViewer, async (ctx) => {
  ctx.body = { article: await articleService.update(ctx.params.slug, ctx.state.userId, ctx.request.body.article ?? {}) };
});

articles.delete('/articles/:slug', requireViewer, async (ctx) => {
  await articleService.remove(ctx.params.slug, ctx.state.userId);
  ctx.status = 204;
});
