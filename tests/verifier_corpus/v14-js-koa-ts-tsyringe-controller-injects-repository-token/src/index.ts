import 'reflect-metadata';
import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { container } from './container';
import { sequelize } from './db';
import { ArticlesController } from './controllers/articles.controller';

async function main() {
  await sequelize.sync();
  const app = new Koa();
  app.use(bodyParser());
  app.use(async (ctx, next) => {
    if (ctx.path === '/api/health-check') {
      ctx.body = { status: 'ok' };
      return;
    }
    await next();
  });
  app.use(container.resolve(ArticlesController).router().routes());
  app.listen(3000, () => console.log('listening on 3000'));
}

main();
