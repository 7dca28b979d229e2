'use strict';
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const articleRoutes = require('./routes/articles');
const profileRoutes = require('./routes/profiles');
const tagService = require('./services/tag.service');

const app = new Koa();
const router = new Router({ prefix: '/api' });

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());

router.use(articleRoutes.routes());
router.use(profileRoutes.routes());

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await tagService.listTags() };
});

app.use(router.routes()).use(router.allowedMethods());

module.exports = app;
