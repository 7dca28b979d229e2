const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { pool, migrate } = require('./db');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.get('/profiles/:username', async (ctx) => {
  const { rows } = await pool.query('SELECT id, username, bio, image FROM users WHERE username = $1', [ctx.params.username]);
  if (!rows.length) {
    ctx.status = 404;
    ctx.body = { errors: { profile: ['not found'] } };
    return;
  }
  const user = rows[0];
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

migrate()
  .then(() => {
    const port = Number(process.env.PORT) || 3000;
    app.listen(port, () => console.log(`conduit listening on ${port}`));
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
