import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './config/database';
import './models/user.model';
import './models/article.model';
import { articlesRouter } from './routes/articles.router';

async function main() {
  await sequelize.sync();
  const app = new Koa();
  const api = new Router({ prefix: '/api' });
  api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
  api.use(articlesRouter.routes(), articlesRouter.allowedMethods());
  app.use(bodyParser());
  app.use(api.routes()).use(api.allowedMethods());
  app.listen(3000, () => console.log('Koa Conduit on :3000'));
}

main().catch((err) => { console.error(err); process.exit(1); });
