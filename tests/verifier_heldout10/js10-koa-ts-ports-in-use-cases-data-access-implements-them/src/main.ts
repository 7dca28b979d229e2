import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import Router from '@koa/router';
import { sequelize } from './infra/data-access/sequelize';
import { SequelizeTagStore } from './infra/data-access/tag-store';
import { makeTagUseCases } from './app/use-cases/tags';
import { tagHandlers } from './app/handlers/tags';

async function main() {
  await sequelize.sync();
  const tags = tagHandlers(makeTagUseCases(new SequelizeTagStore()));
  const health = new Router().get('/api/health-check', (ctx) => { ctx.body = 'ok'; });

  const app = new Koa();
  app.use(bodyParser());
  app.use(health.routes());
  app.use(tags.routes()).use(tags.allowedMethods());
  app.listen(3000, () => console.log('conduit on 3000'));
}

main();
