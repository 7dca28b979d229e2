import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/index.js';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(users.routes(), articles.routes());

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status ?? 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('koa realworld listening on 3000'));
