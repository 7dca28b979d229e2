import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './infra/database.js';
import './models/index.js';
import { articles } from './routes/articles.js';

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(articles.routes());

const app = new Koa();
app.use(bodyParser());
app.use(api.routes());
app.use(api.allowedMethods());

await sequelize.sync();
app.listen(3000);
