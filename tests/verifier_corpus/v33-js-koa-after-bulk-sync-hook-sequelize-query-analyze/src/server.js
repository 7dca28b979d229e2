'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const { sequelize, Article, Tag } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});
router.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: Tag });
  if (!article) { ctx.status = 404; ctx.body = { errors: { body: ['article not found'] } }; return; }
  ctx.body = { article: { slug: article.slug, title: article.title, body: article.body, tagList: article.Tags.map((t) => t.name) } };
});

app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
