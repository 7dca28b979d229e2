const Router = require('@koa/router');
const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const { pool } = require('../db');

const router = new Router();
const SECRET = process.env.JWT_SECRET || 'secret';

const userJson = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) } });

router.post('/api/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  const hash = await bcrypt.hash(password, 10);
  const { rows } = await pool.query(
    'INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING *', [username, email, hash]);
  ctx.status = 201;
  ctx.body = userJson(rows[0]);
});

router.post('/api/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [email]);
  if (!rows[0] || !(await bcrypt.compare(password, rows[0].password))) {
    ctx.status = 401;
    ctx.body = { errors: { credentials: ['invalid'] } };
    return;
  }
  ctx.body = userJson(rows[0]);
});

module.exports = router;
