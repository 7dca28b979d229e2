const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, Article } = require('./db/models');
const favorites = require('./db/favorites');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.post('/articles/:slug/favorite', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) { ctx.status = 404; ctx.body = { errors: { body: ['not found'] } }; return; }
  await favorites.add(ctx.state.userId, article.id);
  ctx.body = { article: { slug: article.slug, favorited: true, favoritesCount: await favorites.count(article.id) } };
});
app.use(bodyParser()).use(router.routes());

sequelize.sync().then(() => app.listen(3000));
