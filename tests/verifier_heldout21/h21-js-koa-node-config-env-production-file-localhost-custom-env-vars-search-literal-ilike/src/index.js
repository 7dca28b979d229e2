const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const config = require('config');
const { sequelize, Article, User } = require('./models');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles', async (ctx) => {
  const where = {};
  if (ctx.query.search) {
    where.title = sequelize.literal(`ILIKE ${sequelize.escape('%' + ctx.query.search + '%')}`);
  }
  const articles = await Article.findAll({
    where: ctx.query.search
      ? sequelize.literal(`"Article"."title" ILIKE ${sequelize.escape('%' + ctx.query.search + '%')}`)
      : {},
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
  });
  ctx.body = { articles, articlesCount: articles.length };
});

const app = new Koa();
app.use(bodyParser()).use(router.routes());
sequelize.sync().then(() => app.listen(config.get('server.port')));
