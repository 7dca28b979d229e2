const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const { pool } = require('../data/pg');
const { sign } = require('../auth');

const router = new Router();
const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: sign(u) });

router.post('/users', async (ctx) => {
  const { email, username, password } = ctx.request.body.user;
  const { rows } = await pool.query(
    'INSERT INTO users (email, username, password) VALUES ($1, $2, $3) RETURNING *',
    [email, username, await bcrypt.hash(password, 10)],
  );
  ctx.status = 201;
  ctx.body = { user: view(rows[0]) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user;
  const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [email]);
  if (!rows[0] || !(await bcrypt.compare(password, rows[0].password))) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: view(rows[0]) };
});

module.exports = router;
