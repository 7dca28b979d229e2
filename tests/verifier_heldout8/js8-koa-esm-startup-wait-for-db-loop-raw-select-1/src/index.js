import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { initDatabase } from './db/index.js';
import { users } from './routes/users.js';
import { tags } from './routes/tags.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(users.routes());
api.use(tags.routes());

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status ?? 500;
    ctx.body = { errors: { body: [err.expose ? err.message : 'internal error'] } };
  }
});
app.use(koaBody());
app.use(api.routes()).use(api.allowedMethods());

await initDatabase();
app.listen(3000, () => console.log('listening on :3000'));
