import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { sequelize } from './config/database.js';
import { usersRouter } from './routes/users.js';
import { profilesRouter } from './routes/profiles.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'UP' };
});
api.use(usersRouter.routes());
api.use(profilesRouter.routes());

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(koaBody());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('Server is running on http://localhost:3000'));
