const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const mongoose = require('mongoose');
const Article = require('./models/article');
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.get('/articles', async (ctx) => {
  const articles = await Article.find().sort({ createdAt: -1 }).limit(Number(ctx.query.limit) || 20);
  ctx.body = { articles, articlesCount: await Article.countDocuments() };
});
const app = new Koa();
app.use(bodyParser()).use(router.routes());
mongoose.connect(process.env.MONGO_URL || 'mongodb://127.0.0.1:27017/conduit').then(() => app.listen(3000));
