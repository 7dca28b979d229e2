import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import * as repo from '../repositories/accounts.js';

const SECRET = process.env.JWT_SECRET ?? 'hono-js-secret';

const withToken = async (u) => ({ email: u.email, username: u.username, bio: u.bio ?? null, image: u.image ?? null, token: await sign({ id: u.id }, SECRET) });

export const userIdFrom = async (token) => (await verify(token, SECRET)).id;

export async function register({ username, email, password }) {
  if (await repo.findByEmail(email)) return { errors: { email: ['has already been taken'] } };
  return { user: await withToken(await repo.insertUser({ username, email, password: await bcrypt.hash(password, 10) })) };
}

export async function login({ email, password }) {
  const u = await repo.findByEmail(email);
  return u && (await bcrypt.compare(password, u.password)) ? { user: await withToken(u) } : null;
}
