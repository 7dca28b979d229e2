import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { pool, migrate } from './db.js';

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.get('/profiles/:username', async (ctx) => {
  const { rows } = await pool.query(
    'SELECT username, bio, image FROM users WHERE username = $1',
    [ctx.params.username],
  );
  if (rows.length === 0) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['profile not found'] } };
    return;
  }
  ctx.body = { profile: { ...rows[0], following: false } };
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

await migrate();
app.listen(8080, () => console.log('conduit on :8080'));
