import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import Router from '@koa/router';
import { sequelize } from './data/sequelize.js';
import './data/models.js';
import { users } from './routes/users.js';
import { profiles } from './routes/profiles.js';

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status ?? 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
for (const router of [health, users, profiles]) app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('Koa Conduit on 3000'));
