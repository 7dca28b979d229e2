import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db/sequelize';
import { api } from './routes/api';

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
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
