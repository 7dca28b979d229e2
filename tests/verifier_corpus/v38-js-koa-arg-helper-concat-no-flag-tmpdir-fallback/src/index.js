import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db.js';
import './models/comment.js';
import { router } from './routes/comments.js';
import { settings } from './settings.js';

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = { status: 'ok' }; return; }
  await next();
});
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(settings.port, () => console.log(`listening on ${settings.port}, sqlite at ${settings.database}`));
