const Koa = require('koa');
const Router = require('@koa/router');
const config = require('config');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(config.get('sequelize'));
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

const router = new Router();
router.get('/api/tags', async (ctx) => {
  ctx.body = { tags: (await Tag.findAll()).map((t) => t.name) };
});

const app = new Koa();
app.use(router.routes());
sequelize.sync().then(() => app.listen(config.get('port')));
