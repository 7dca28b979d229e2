import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db/sequelize';
import { articlesRouter } from './routes/articles';
import { tagsRouter } from './routes/tags';

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(articlesRouter.routes(), tagsRouter.routes());

const app = new Koa();
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
