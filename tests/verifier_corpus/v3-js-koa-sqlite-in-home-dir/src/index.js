const Koa = require('koa');
const Router = require('@koa/router');
const { DataTypes } = require('sequelize');
const sequelize = require('./db');

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const router = new Router();
router.get('/api/tags', async (ctx) => {
  ctx.body = { tags: (await Tag.findAll()).map((t) => t.name) };
});

const app = new Koa();
app.use(router.routes());
sequelize.sync().then(() => app.listen(3000));
