import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/db';
import './models/user.model';
import './models/follow.model';
import { usersRouter } from './routes/users.routes';
import { profilesRouter } from './routes/profiles.routes';
import { HttpError } from './services/errors';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(usersRouter.routes(), profilesRouter.routes());

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err: any) {
    ctx.status = err instanceof HttpError ? err.status : err.status ?? 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('koa conduit on 3000')));
