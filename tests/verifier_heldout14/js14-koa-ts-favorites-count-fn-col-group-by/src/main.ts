import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models';
import { ArticleRepository } from './repositories/ArticleRepository';
import { ArticleService } from './services/ArticleService';
import { articlesRouter } from './routes/articles';

async function bootstrap() {
  await sequelize.sync();
  const api = new Router({ prefix: '/api' });
  api.get('/health-check', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  const articles = articlesRouter(new ArticleService(new ArticleRepository()));
  api.use(articles.routes());

  const app = new Koa();
  app.use(bodyParser());
  app.use(api.routes()).use(api.allowedMethods());
  app.listen(3000, () => console.log('listening on 3000'));
}

bootstrap();
