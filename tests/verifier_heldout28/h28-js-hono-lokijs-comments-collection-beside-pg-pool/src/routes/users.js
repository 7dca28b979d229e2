import { Hono } from 'hono';
import bcrypt from 'bcryptjs';
import { pool } from '../store/pg.js';
import { sign, currentUser } from '../auth.js';

export const users = new Hono();
const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: sign(u) });

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const { rows } = await pool.query(
    'INSERT INTO users (email, username, password) VALUES ($1, $2, $3) RETURNING *',
    [user.email, user.username, await bcrypt.hash(user.password, 10)],
  );
  return c.json({ user: view(rows[0]) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [user.email]);
  if (!rows[0] || !(await bcrypt.compare(user.password, rows[0].password))) {
    return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  }
  return c.json({ user: view(rows[0]) });
});

users.get('/user', async (c) => {
  const me = currentUser(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const { rows } = await pool.query('SELECT * FROM users WHERE id = $1', [me.id]);
  return c.json({ user: view(rows[0]) });
});
