import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './sequelize.js';
import { Article } from './models/article.js';
import { Tag } from './models/tag.js';

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

router.post('/articles', async (ctx) => {
  const { title, body, tagList = [] } = ctx.request.body.article;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const article = await Article.create({ slug, title, body });
  const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTagList(tags);
  ctx.status = 201;
  ctx.body = { article: { slug, title, body, tagList } };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(3000);
