import Koa from 'koa';
import Router from '@koa/router';
import { DataTypes } from 'sequelize';
import config from './config.js';
import { sequelize } from './db.js';

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const router = new Router();
router.get('/api/tags', async (ctx) => {
  ctx.body = { tags: (await Tag.findAll()).map((t) => t.get('name')) };
});

const app = new Koa();
app.use(router.routes());
await sequelize.sync();
app.listen(config.port);
