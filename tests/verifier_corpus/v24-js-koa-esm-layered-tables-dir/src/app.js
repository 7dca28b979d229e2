import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { optionalAuth } from './middleware/auth.js';
import { profiles } from './routes/profiles.js';
import { comments } from './routes/comments.js';

export const app = new Koa();

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: err.errors || { body: [err.expose ? err.message : 'internal error'] } };
  }
});
app.use(bodyParser());
app.use(optionalAuth);

const health = new Router();
health.get('/api/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

for (const router of [health, profiles, comments]) {
  app.use(router.routes()).use(router.allowedMethods());
}
