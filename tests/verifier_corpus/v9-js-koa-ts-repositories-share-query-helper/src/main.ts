import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db.js';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    const e = err as { status?: number; message: string };
    ctx.status = e.status ?? 500;
    ctx.body = { errors: { body: [e.message] } };
  }
});
app.use(bodyParser());

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(users.routes(), articles.routes());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
