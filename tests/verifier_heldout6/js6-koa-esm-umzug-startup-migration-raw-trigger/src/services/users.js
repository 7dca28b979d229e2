import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { usersRepository as repo } from '../repositories/users.js';

export const SECRET = process.env.JWT_SECRET ?? 'koa-esm-secret';
const out = (u) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export async function register({ username, email, password }) {
  return out(await repo.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
}

export async function login({ email, password }) {
  const u = await repo.byEmail(email);
  return u && (await bcrypt.compare(password, u.passwordHash)) ? out(u) : null;
}
