import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { migrate, pool } from './db';

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.post('/articles/:id/favorite', async (ctx) => {
  await pool.query('INSERT INTO favorites (user_id, article_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [ctx.state.userId, Number(ctx.params.id)]);
  const { rows } = await pool.query('SELECT count(*)::int AS n FROM favorites WHERE article_id = $1', [Number(ctx.params.id)]);
  ctx.body = { favoritesCount: rows[0].n };
});

app.use(bodyParser());
app.use(router.routes());

migrate().then(() => app.listen(Number(process.env.PORT ?? 3000)));
