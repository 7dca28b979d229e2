import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import jwt from 'jsonwebtoken';
import { sequelize } from './db.js';
import { feedFor } from './feed.js';
import { JWT_SECRET } from './env.js';

const app = new Koa();
const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/articles/feed', async (ctx) => {
  const token = (ctx.get('Authorization') || '').replace('Token ', '');
  const { id } = jwt.verify(token, JWT_SECRET) as { id: number };
  ctx.body = await feedFor(id, Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0));
});
app.use(bodyParser()).use(router.routes());

await sequelize.sync();
app.listen(3000);
