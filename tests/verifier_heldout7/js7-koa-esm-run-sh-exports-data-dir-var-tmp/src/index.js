import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import jwt from 'jsonwebtoken';
import { config } from './config/index.js';
import { sequelize } from './models/index.js';
import { profiles } from './routes/profiles.js';

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => {
  ctx.body = 'OK';
});
api.use(profiles.routes());

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status ?? 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(async (ctx, next) => {
  const header = ctx.get('Authorization');
  if (header.startsWith('Token ')) {
    try {
      ctx.state.userId = jwt.verify(header.slice(6), config.jwtSecret).id;
    } catch {
      ctx.throw(401, 'invalid token');
    }
  }
  await next();
});
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(config.port);
