import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db/sequelize';
import './models/article.model';
import { articleRoutes } from './routes/article.routes';

const app = new Koa();
const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(articleRoutes.routes());
app.use(bodyParser()).use(api.routes());

sequelize.sync().then(() => app.listen(3000));
