import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/db.js';
import './models/tag.js';
import { tagsRouter } from './routes/tags.js';

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => { if (ctx.path === '/api/health-check') { ctx.body = { ok: true }; return; } await next(); });
app.use(tagsRouter.routes()).use(tagsRouter.allowedMethods());
await sequelize.sync();
app.listen(3000);
