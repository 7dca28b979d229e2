import { Hono } from 'hono';
import { sign } from 'hono/jwt';
import bcrypt from 'bcryptjs';
import { pool } from '../db.js';
import { findUserByEmail, insertUser, type UserRow } from '../queries/users.js';

const SECRET = process.env.JWT_SECRET ?? 'pgtyped-conduit';

const present = async (u: UserRow) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET),
});

export const users = new Hono();

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const [row] = await insertUser.run({ username: user.username, email: user.email, passwordHash: await bcrypt.hash(user.password, 10) }, pool);
  return c.json({ user: await present(row) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const [row] = await findUserByEmail.run({ email: user.email }, pool);
  if (!row || !(await bcrypt.compare(user.password, row.password_hash))) {
    return c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
  }
  return c.json({ user: await present(row) });
});
