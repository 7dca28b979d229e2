import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { RegisterRoutes } from './generated/routes';
import { sequelize } from './models';

async function main(): Promise<void> {
  await sequelize.sync();

  const app = new Koa();
  const router = new Router();
  router.get('/api/health-check', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  RegisterRoutes(router);

  app.use(bodyParser());
  app.use(router.routes()).use(router.allowedMethods());
  app.listen(3000, '0.0.0.0', () => console.log('conduit on 3000'));
}

main();
