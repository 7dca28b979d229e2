import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/index.js';
import { articlesRouter } from './routes/articles.js';
import { tagsRouter } from './routes/tags.js';

const app = new Koa();
app.use(bodyParser());
for (const router of [articlesRouter, tagsRouter]) {
  app.use(router.routes()).use(router.allowedMethods());
}

await sequelize.sync();
app.listen(Number(process.env.PORT) || 3000, () => console.log('conduit listening'));
