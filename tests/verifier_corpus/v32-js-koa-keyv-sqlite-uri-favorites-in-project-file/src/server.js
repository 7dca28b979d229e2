'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, User, Article } = require('./db');
const favorites = require('./favorites');

const router = new Router({ prefix: '/api' });

async function currentUser(ctx) {
  const header = ctx.get('authorization');
  if (!header.startsWith('Token ')) return null;
  return User.findOne({ where: { token: header.slice(6) } });
}

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/articles/:slug/favorite', async (ctx) => {
  const user = await currentUser(ctx);
  if (!user) ctx.throw(401, 'unauthorized');
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404, 'article not found');
  await favorites.add(article.slug, user.id);
  ctx.body = { article: { slug: article.slug, title: article.title, ...(await favorites.state(article.slug, user.id)) } };
});

router.delete('/articles/:slug/favorite', async (ctx) => {
  const user = await currentUser(ctx);
  if (!user) ctx.throw(401, 'unauthorized');
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404, 'article not found');
  await favorites.remove(article.slug, user.id);
  ctx.body = { article: { slug: article.slug, title: article.title, ...(await favorites.state(article.slug, user.id)) } };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
