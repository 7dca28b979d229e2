import { Hono } from 'hono';
import { sign, verify } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { db } from '../db.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit-hono';

export const users = new Hono();

const toUser = async (u) => ({ email: u.email, token: await sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

users.post('/users', async (c) => {
  const { user = {} } = await c.req.json();
  if (!user.email || !user.username || !user.password) return c.json({ errors: { body: ['missing fields'] } }, 422);
  const exists = await db.query('SELECT 1 FROM users WHERE email = $1 OR username = $2', [user.email, user.username]);
  if (exists.rows.length) return c.json({ errors: { body: ['already taken'] } }, 422);
  const { rows } = await db.query(
    'INSERT INTO users (email, username, password) VALUES ($1, $2, $3) RETURNING *',
    [user.email, user.username, await bcrypt.hash(user.password, 10)],
  );
  return c.json({ user: await toUser(rows[0]) }, 201);
});

users.post('/users/login', async (c) => {
  const { user = {} } = await c.req.json();
  const { rows } = await db.query('SELECT * FROM users WHERE email = $1', [user.email ?? '']);
  if (!rows[0] || !(await bcrypt.compare(user.password ?? '', rows[0].password))) {
    return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  }
  return c.json({ user: await toUser(rows[0]) });
});

users.get('/user', async (c) => {
  const token = (c.req.header('Authorization') ?? '').replace(/^(Token|Bearer) /, '');
  let id;
  try { ({ id } = await verify(token, SECRET)); } catch { return c.json({ errors: { body: ['unauthorized'] } }, 401); }
  const { rows } = await db.query('SELECT * FROM users WHERE id = $1', [id]);
  return c.json({ user: await toUser(rows[0]) });
});
