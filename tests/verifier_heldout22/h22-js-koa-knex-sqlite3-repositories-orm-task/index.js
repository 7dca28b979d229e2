const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const bcrypt = require('bcryptjs');
const db = require('./db/knex');
const users = require('./repositories/users');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = 'ok'; });
router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  const user = await users.create({ username, email, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: { username: user.username, email: user.email, bio: user.bio, image: user.image, token: String(user.id) } };
});

app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());

db.migrateSchema().then(() => app.listen(3000));
