import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './repositories/schemas/connection.js';
import './repositories/schemas/user.js';
import { profiles } from './routes/profiles.js';

await sequelize.sync();

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(profiles.routes());

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => { ctx.state.userId = Number(ctx.get('x-user-id')) || null; await next(); });
app.use(api.routes()).use(api.allowedMethods());
app.listen(3000);
