const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const config = require('./config');
const { sequelize, Tag, Article } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = 'ok'; });

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

router.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [Tag] });
  if (!article) ctx.throw(404);
  ctx.body = { article: { ...article.toJSON(), tagList: article.Tags.map((t) => t.name) } };
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => {
  app.listen(config.port, () => console.log(`[${config.env}] listening on ${config.port}`));
});
