import Router from 'koa-router';
import { usersService } from '../core/services/index.js';
import { users } from './routes/users.js';
import { comments } from './routes/comments.js';

export const api = new Router({ prefix: '/api' });

// resolve the caller from "Authorization: Token <jwt>"
api.use(async (ctx, next) => {
  const h = ctx.get('Authorization');
  ctx.state.uid = h.startsWith('Token ') ? await usersService.identify(h.slice(6)) : null;
  await next();
});

api.get('/health-check', (ctx) => {
  ctx.status = 200;
  ctx.body = 'ok';
});
api.use(users.routes());
api.use(comments.routes());
