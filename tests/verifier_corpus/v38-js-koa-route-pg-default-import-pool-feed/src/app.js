import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db.js';
import './models/index.js';
import { router } from './routes/articles.js';

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  const token = (ctx.get('authorization') || '').replace(/^Token /, '');
  ctx.state.userId = token ? token.split('.')[0] : undefined;
  await next();
});
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = { status: 'ok' }; return; }
  await next();
});
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(Number(process.env.PORT ?? 3000));
