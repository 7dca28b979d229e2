import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import jwt from 'jsonwebtoken';
import { sequelize } from './db/index.js';
import { users, SECRET } from './handlers/users.js';
import { articles } from './handlers/articles.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = 'OK';
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
app.use(async (ctx, next) => {
  const auth = ctx.get('Authorization');
  if (auth.startsWith('Token ')) {
    try {
      ctx.state.userId = jwt.verify(auth.slice(6), SECRET).id;
    } catch {
      /* anonymous */
    }
  }
  await next();
});
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('listening on 3000'));
