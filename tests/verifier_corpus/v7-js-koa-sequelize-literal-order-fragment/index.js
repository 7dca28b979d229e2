const Koa = require('koa');
const Router = require('@koa/router');
const { DataTypes, Sequelize } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: './conduit.sqlite', logging: false });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });

const router = new Router({ prefix: '/api' });
router.get('/articles', async (ctx) => {
  const articles = await Article.findAll({ order: [Sequelize.literal('"Article"."createdAt" DESC')], limit: 20 });
  ctx.body = { articles, articlesCount: articles.length };
});

const app = new Koa();
app.use(router.routes());
sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
