import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './sequelize.js';
import './models/index.js';
import { router as articles } from './routes/articles.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(articles.routes());

app.use(bodyParser());
app.use(api.routes());
app.use(api.allowedMethods());

await sequelize.sync();
app.listen(3000);
