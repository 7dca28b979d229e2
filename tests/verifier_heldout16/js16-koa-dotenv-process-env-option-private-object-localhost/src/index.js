const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { Op } = require('sequelize');
const { sequelize, Article } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles', async (ctx) => {
  const where = ctx.query.tag ? { tagList: { [Op.contains]: [ctx.query.tag] } } : {};
  const { rows, count } = await Article.findAndCountAll({
    where, order: [['createdAt', 'DESC']],
    limit: Number(ctx.query.limit) || 20, offset: Number(ctx.query.offset) || 0,
  });
  ctx.body = { articles: rows, articlesCount: count };
});

app.use(bodyParser()).use(router.routes());
sequelize.sync().then(() => app.listen(3000));
