import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/index.js';
import { router } from './routes/index.js';

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err: any) {
    ctx.status = err.status ?? 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('koa-ts conduit on 3000'));
