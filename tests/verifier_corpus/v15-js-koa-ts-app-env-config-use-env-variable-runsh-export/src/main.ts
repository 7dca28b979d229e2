import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models';
import { tags } from './routes/tags';

async function main(): Promise<void> {
  await sequelize.sync();

  const api = new Router({ prefix: '/api' });
  api.get('/health-check', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  api.use(tags.routes());

  const app = new Koa();
  app.use(bodyParser());
  app.use(api.routes()).use(api.allowedMethods());
  app.listen(3000, () => console.log('Conduit (koa) on :3000'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
