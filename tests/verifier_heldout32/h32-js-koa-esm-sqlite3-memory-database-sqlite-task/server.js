import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { init, run, all, get } from './db.js';

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user ?? {};
  if (await get('SELECT 1 FROM users WHERE email = ? OR username = ?', [email, username])) {
    ctx.status = 409;
    ctx.body = { errors: { email: ['has already been taken'] } };
    return;
  }
  await run('INSERT INTO users (username, email, password) VALUES (?, ?, ?)', [username, email, password]);
  ctx.status = 201;
  ctx.body = { user: { username, email, bio: null, image: null, token: 't' } };
});

router.get('/tags', async (ctx) => {
  ctx.body = { tags: (await all('SELECT name FROM tags ORDER BY name')).map((r) => r.name) };
});

const app = new Koa();
app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());

await init();
app.listen(3000);
