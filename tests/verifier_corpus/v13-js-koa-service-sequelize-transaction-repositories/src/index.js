import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './database.js';
import articles from './routes/articles.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(articles.routes(), articles.allowedMethods());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('Conduit (Koa) on :3000'));
