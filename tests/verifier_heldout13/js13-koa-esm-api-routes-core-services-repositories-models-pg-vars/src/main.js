import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './infra/sequelize.js';
import './core/models/index.js';
import { api } from './api/index.js';

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (e) {
    ctx.status = e.status ?? 500;
    ctx.body = { errors: { body: [e.message] } };
  }
});
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(3000);
console.log('listening on :3000');
