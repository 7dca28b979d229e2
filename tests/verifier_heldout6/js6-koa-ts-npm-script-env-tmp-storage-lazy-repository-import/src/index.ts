import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/index.js';
import { usersRouter } from './routes/users.js';
import { tagsRouter } from './routes/tags.js';

const api = new Router({ prefix: '/api' });
api.get('/health-check', (ctx) => { ctx.body = 'ok'; });
api.use(usersRouter.routes(), tagsRouter.routes());

const app = new Koa();
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('koa-ts listening on 3000'));
