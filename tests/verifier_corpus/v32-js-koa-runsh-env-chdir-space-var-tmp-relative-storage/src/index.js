'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite3', logging: false });

const Comment = sequelize.define('Comment', {
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'comments' });

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/articles/:slug/comments', async (ctx) => {
  const comments = await Comment.findAll({ where: { articleSlug: ctx.params.slug }, order: [['id', 'DESC']] });
  ctx.body = { comments: comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt })) };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
