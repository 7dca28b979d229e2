const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const sequelize = require('./database');
const { Article, User } = require('./models');

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.status = 200; ctx.body = 'ok'; });
router.get('/articles', async (ctx) => {
  const { rows, count } = await Article.findAndCountAll({ include: [{ model: User, as: 'author' }], limit: 20 });
  ctx.body = { articles: rows, articlesCount: count };
});

app.use(bodyParser()).use(router.routes());
sequelize.sync().then(() => app.listen(3000));
