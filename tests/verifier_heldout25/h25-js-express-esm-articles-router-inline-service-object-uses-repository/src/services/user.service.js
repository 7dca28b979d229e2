import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import * as users from '../repositories/user.repository.js';

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

export function tokenFor(user) {
  return jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
}

export function verify(token) {
  return jwt.verify(token, SECRET);
}

export async function register({ email, username, password }) {
  const passwordHash = await bcrypt.hash(password, 10);
  const user = await users.create({ email, username, passwordHash });
  return { user, token: tokenFor(user) };
}

export async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
  return { user, token: tokenFor(user) };
}

export const getById = (id) => users.findById(id);
