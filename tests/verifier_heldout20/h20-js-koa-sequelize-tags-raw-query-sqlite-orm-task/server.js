const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, Article, Tag } = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.get('/tags', async (ctx) => {
  const [rows] = await sequelize.query(
    'SELECT t.name, COUNT(at.ArticleId) AS uses FROM Tags t LEFT JOIN ArticleTags at ON at.TagId = t.id GROUP BY t.id ORDER BY uses DESC',
  );
  ctx.body = { tags: rows.map((r) => r.name) };
});

router.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [Tag] });
  if (!article) ctx.throw(404);
  ctx.body = { article: { ...article.toJSON(), tagList: article.Tags.map((t) => t.name) } };
});

app.use(bodyParser()).use(router.routes());
sequelize.sync().then(() => app.listen(3000));
