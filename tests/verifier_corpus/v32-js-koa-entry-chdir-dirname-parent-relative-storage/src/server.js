'use strict';

const fs = require('fs');
const path = require('path');

// Relative paths below (data/, uploads/) are relative to the project root.
process.chdir(path.resolve(__dirname, '..'));
fs.mkdirSync('data', { recursive: true });

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'data/conduit.sqlite', logging: false });
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['article not found'] } };
    return;
  }
  ctx.body = { article: { slug: article.slug, title: article.title, body: article.body } };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
