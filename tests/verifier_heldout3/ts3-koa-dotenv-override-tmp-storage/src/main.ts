import Koa from 'koa';
import { koaBody } from 'koa-body';
import { settings } from './config';
import { sequelize } from './models';
import { router } from './routes';

async function main() {
  await sequelize.sync();
  const app = new Koa();
  app.use(koaBody());
  app.use(router.routes()).use(router.allowedMethods());
  app.listen(settings.port, () => console.log(`listening on ${settings.port} (db: ${settings.storage})`));
}

void main();
