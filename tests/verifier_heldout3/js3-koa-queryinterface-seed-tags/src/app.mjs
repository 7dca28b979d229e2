import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import Router from 'koa-router';
import { Article, Tag, prepare } from './db.mjs';

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = 'ok';
});

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

router.get('/articles', async (ctx) => {
  const where = {};
  const include = [{ model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } }];
  if (ctx.query.tag) include[0].where = { name: ctx.query.tag };
  const { rows, count } = await Article.findAndCountAll({
    where,
    include,
    distinct: true,
    order: [['createdAt', 'DESC']],
    limit: Number(ctx.query.limit || 20),
    offset: Number(ctx.query.offset || 0),
  });
  ctx.body = {
    articles: rows.map((a) => ({ slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tags.map((t) => t.name) })),
    articlesCount: count,
  };
});

router.post('/articles', async (ctx) => {
  const { title, description, body, tagList = [] } = ctx.request.body.article || {};
  const article = await Article.create({ slug: `${title}`.toLowerCase().replace(/\s+/g, '-'), title, description, body });
  const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  ctx.status = 201;
  ctx.body = { article: { slug: article.slug, title, description, body, tagList } };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());

await prepare();
app.listen(3000);
