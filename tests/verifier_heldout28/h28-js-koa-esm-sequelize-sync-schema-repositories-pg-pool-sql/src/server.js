import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './infra/database.js';
import { router } from './routes/index.js';
import './models/index.js';

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
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('koa conduit on :3000'));
