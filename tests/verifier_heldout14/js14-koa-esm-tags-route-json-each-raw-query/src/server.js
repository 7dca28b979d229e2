import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/index.js';
import { articlesRouter } from './routes/articles.js';
import { tagsRouter } from './routes/tags.js';

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(articlesRouter.routes(), tagsRouter.routes());

const app = new Koa();
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(3000);
