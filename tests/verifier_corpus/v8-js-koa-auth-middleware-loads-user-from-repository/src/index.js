import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db.js';
import './models/user.js';
import './models/article.js';
import { userRouter } from './routes/user.js';
import { articlesRouter } from './routes/articles.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(userRouter.routes(), articlesRouter.routes());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(Number(process.env.PORT || 3000), () => console.log('conduit listening'));
