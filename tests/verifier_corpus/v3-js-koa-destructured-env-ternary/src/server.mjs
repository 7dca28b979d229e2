import Koa from 'koa';
import Router from '@koa/router';
import { DataTypes } from 'sequelize';
import { sequelize } from './db.mjs';

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
const router = new Router();

router.get('/api/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

const app = new Koa();
app.use(router.routes());
await sequelize.sync();
app.listen(3000);
