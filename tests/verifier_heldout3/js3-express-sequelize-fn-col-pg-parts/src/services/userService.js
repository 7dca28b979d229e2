import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { config } from '../config/index.js';
import { findUserByEmail, insertUser } from '../data-access/userStore.js';

const withToken = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, config.jwtSecret) });

export async function register({ username, email, password }) {
  if (await findUserByEmail(email)) return { error: 'email has already been taken' };
  return { user: withToken(await insertUser({ username, email, password: await bcrypt.hash(password, 10) })) };
}

export async function login({ email, password }) {
  const user = await findUserByEmail(email ?? '');
  if (!user || !(await bcrypt.compare(password ?? '', user.password))) return null;
  return withToken(user);
}

export const userIdFromToken = (token) => jwt.verify(token, config.jwtSecret).id;
