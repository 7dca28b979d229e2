import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import * as users from '../repositories/users.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit-hono';

export const issue = (user) => sign({ id: Number(user.id), exp: Math.floor(Date.now() / 1000) + 86400 }, SECRET);
export const identify = async (token) => (await verify(token, SECRET)).id;

export async function register({ email, username, password }) {
  return users.insert({ email, username, passwordHash: await bcrypt.hash(password, 10) });
}

export async function login({ email, password }) {
  const user = await users.findByEmail(email);
  return user && (await bcrypt.compare(password, user.passwordHash)) ? user : null;
}
