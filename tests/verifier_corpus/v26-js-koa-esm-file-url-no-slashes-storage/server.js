import Koa from 'koa';
import Router from '@koa/router';
import { sequelize, Tag } from './db.js';

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});
app.use(router.routes());

await sequelize.sync();
app.listen(3000);
