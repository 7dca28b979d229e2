require('dotenv').config();
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: process.env.SQLITE_STORAGE, logging: false });

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });
Article.belongsToMany(Tag, { through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});
router.post('/articles', async (ctx) => {
  const { title, tagList = [] } = ctx.request.body.article;
  const article = await Article.create({ title, slug: title.toLowerCase().replace(/\W+/g, '-') });
  const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  ctx.status = 201;
  ctx.body = { article: { slug: article.slug, title: article.title, tagList } };
});

const app = new Koa();
app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000));
