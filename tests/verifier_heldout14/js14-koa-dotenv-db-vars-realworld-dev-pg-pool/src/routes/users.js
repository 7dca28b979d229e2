const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { pool } = require('../db');

const router = new Router();
const sign = (u) => jwt.sign({ id: u.id }, process.env.JWT_SECRET);
const toJson = (u) => ({ email: u.email, token: sign(u), username: u.username, bio: u.bio, image: u.image });

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  if (!username || !email || !password) {
    ctx.status = 422;
    ctx.body = { errors: { body: ['missing fields'] } };
    return;
  }
  const { rows } = await pool.query(
    'INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING *',
    [username, email, await bcrypt.hash(password, 10)],
  );
  ctx.status = 201;
  ctx.body = { user: toJson(rows[0]) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [email]);
  if (!rows[0] || !(await bcrypt.compare(password || '', rows[0].password))) {
    ctx.status = 401;
    ctx.body = { errors: { credentials: ['invalid'] } };
    return;
  }
  ctx.body = { user: toJson(rows[0]) };
});

router.get('/tags', async (ctx) => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  ctx.body = { tags: rows.map((r) => r.name) };
});

module.exports = router;
