const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, Comment } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles/:slug/comments', async (ctx) => {
  ctx.body = { comments: await Comment.findAll({ where: { articleSlug: ctx.params.slug }, order: [['createdAt', 'DESC']] }) };
});
router.delete('/articles/:slug/comments/:id', async (ctx) => {
  await Comment.destroy({ where: { id: ctx.params.id, articleSlug: ctx.params.slug } });
  ctx.status = 200;
  ctx.body = {};
});

app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());
sequelize.sync().then(() => app.listen(3000));
