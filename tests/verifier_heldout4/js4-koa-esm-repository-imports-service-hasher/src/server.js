import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import router from './routes/index.js';
import { sequelize } from './db/index.js';
import './models/index.js';

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(Number(process.env.PORT) || 3000);
