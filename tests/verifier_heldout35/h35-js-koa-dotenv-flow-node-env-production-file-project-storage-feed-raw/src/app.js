require('dotenv-flow').config();
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, QueryTypes } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles/feed', async (ctx) => {
  const userId = Number(ctx.get('x-user-id') || 0);
  const articles = await sequelize.query(
    'SELECT a.* FROM Articles a WHERE a.authorId IN (SELECT followingId FROM Follows WHERE followerId = ?) ORDER BY a.createdAt DESC',
    { replacements: [userId], type: QueryTypes.SELECT });
  ctx.body = { articles, articlesCount: articles.length };
});
app.use(bodyParser()).use(router.routes());
sequelize.sync().then(() => app.listen(3000));
