import Router from '@koa/router';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { db } from '../db.js';
import { config } from '../config.js';

export const users = new Router();

const out = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, config.jwtSecret) } });

users.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user ?? {};
  if (!username || !email || !password) ctx.throw(422, 'username, email and password are required');
  if (await db.get('SELECT id FROM users WHERE email = ?', email)) ctx.throw(422, 'email has already been taken');
  const { lastID } = await db.run(
    'INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)',
    username, email, await bcrypt.hash(password, 10),
  );
  ctx.status = 201;
  ctx.body = out(await db.get('SELECT * FROM users WHERE id = ?', lastID));
});

users.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user ?? {};
  const user = await db.get('SELECT * FROM users WHERE email = ?', email ?? '');
  if (!user || !(await bcrypt.compare(password ?? '', user.password_hash))) ctx.throw(401, 'invalid credentials');
  ctx.body = out(user);
});
