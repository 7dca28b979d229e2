import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { config } from 'dotenv';
import tagsRouter from './routes/tags.js';
import { sequelize } from './models/index.js';

config();

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') {
    ctx.body = { status: 'ok' };
    return;
  }
  await next();
});
app.use(tagsRouter.routes()).use(tagsRouter.allowedMethods());

await sequelize.sync();
const port = Number(process.env.PORT) || 3000;
app.listen(port, () => console.log(`Conduit listening on ${port}`));
