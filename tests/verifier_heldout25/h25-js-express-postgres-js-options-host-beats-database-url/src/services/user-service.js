import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { findUserByEmail, findUserById, insertUser } from '../repositories/user-repository.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit-jwt';

export const signToken = (user) => jwt.sign({ sub: user.id }, SECRET, { expiresIn: '1d' });
export const readToken = (token) => jwt.verify(token, SECRET).sub;

export async function register({ email, username, password }) {
  return insertUser({ email, username, passwordHash: await bcrypt.hash(password, 10) });
}

export async function authenticate({ email, password }) {
  const user = await findUserByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
  return user;
}

export const currentUser = (id) => findUserById(id);
