import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db.js';
import { articles } from './routes/articles.js';

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') {
    ctx.body = { status: 'ok' };
    return;
  }
  await next();
});
app.use(articles.routes());

await sequelize.sync();
app.listen(3000);
