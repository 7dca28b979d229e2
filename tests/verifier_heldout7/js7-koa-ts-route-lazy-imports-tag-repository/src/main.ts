import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { config } from './config/env';
import { sequelize } from './models';
import { profilesRouter } from './routes/profiles.routes';
import { tagsRouter } from './routes/tags.routes';

async function bootstrap() {
  await sequelize.sync();

  const api = new Router({ prefix: '/api' });
  api.get('/health-check', (ctx) => {
    ctx.status = 200;
    ctx.body = { status: 'ok' };
  });
  api.use(profilesRouter.routes(), tagsRouter.routes());

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
  app.listen(config.port, () => console.log(`listening on ${config.port}`));
}

bootstrap();
