import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models';
import { favoritesRouter } from './routes/favorites.routes';
import { usersRouter } from './routes/users.routes';

async function bootstrap() {
  await sequelize.sync();

  const api = new Router({ prefix: '/api' });
  api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
  api.use(usersRouter.routes(), favoritesRouter.routes());

  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err: any) {
      ctx.status = err.status ?? 500;
      ctx.body = { errors: { body: [err.message] } };
    }
  });
  app.use(bodyParser());
  app.use(api.routes()).use(api.allowedMethods());
  app.listen(3000, () => console.log('listening on 3000'));
}

bootstrap();
