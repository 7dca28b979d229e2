const Koa = require('koa');
const Router = require('@koa/router');
const { Sequelize, DataTypes } = require('sequelize');
const config = require('./config');

const sequelize = new Sequelize(config.get('db.url'), { logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/tags', async (ctx) => { ctx.body = { tags: (await Tag.findAll()).map((t) => t.name) }; });

const app = new Koa();
app.use(router.routes());
sequelize.sync().then(() => app.listen(config.get('port')));
