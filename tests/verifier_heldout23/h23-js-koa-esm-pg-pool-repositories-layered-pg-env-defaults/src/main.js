import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { ensureSchema } from './db/schema.js';
import { DomainError } from './services/errors.js';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

await ensureSchema();

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'up' }; });
api.use(users.routes(), articles.routes());

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err instanceof DomainError ? err.status : 500;
    ctx.body = { errors: err instanceof DomainError ? err.errors : { body: ['internal error'] } };
    if (!(err instanceof DomainError)) console.error(err);
  }
});
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());
app.listen(3000, () => console.log('conduit-koa-pg on :3000'));
