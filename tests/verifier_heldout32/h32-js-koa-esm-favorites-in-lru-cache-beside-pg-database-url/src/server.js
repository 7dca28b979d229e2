import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { pool, schema } from './pg.js';
import { favorite, unfavorite, stats } from './favorites.js';

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });

async function load(ctx) {
  const { rows } = await pool.query('SELECT * FROM articles WHERE slug = $1', [ctx.params.slug]);
  if (!rows[0]) ctx.throw(404, 'article not found');
  return rows[0];
}

const view = (a, userId) => ({ slug: a.slug, title: a.title, body: a.body, ...stats(a.id, userId) });

router.post('/articles/:slug/favorite', async (ctx) => {
  const a = await load(ctx);
  favorite(a.id, ctx.state.userId);
  ctx.body = { article: view(a, ctx.state.userId) };
});
router.delete('/articles/:slug/favorite', async (ctx) => {
  const a = await load(ctx);
  unfavorite(a.id, ctx.state.userId);
  ctx.body = { article: view(a, ctx.state.userId) };
});

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => { ctx.state.userId = Number(ctx.get('x-user-id')) || null; await next(); });
app.use(router.routes()).use(router.allowedMethods());

await schema();
app.listen(3000);
