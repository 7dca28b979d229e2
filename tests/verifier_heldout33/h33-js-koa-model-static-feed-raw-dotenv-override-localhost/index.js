require('dotenv').config({ override: true });
const Koa = require('koa');
const Router = require('@koa/router');
const { sequelize } = require('./models');
const articleRepository = require('./repositories/articleRepository');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles/feed', async (ctx) => {
  const articles = await articleRepository.feed(ctx.state.userId, Number(ctx.query.limit || 20), Number(ctx.query.offset || 0));
  ctx.body = { articles, articlesCount: articles.length };
});
app.use(router.routes());

sequelize.sync().then(() => app.listen(3000));
