import Koa from 'koa';
import { koaBody } from 'koa-body';
import { sequelize } from './models/sequelize.js';
import './models/comment.js';
import { router } from './routes/index.js';

const app = new Koa();

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status ?? 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(koaBody());
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('Listening on http://localhost:3000'));
