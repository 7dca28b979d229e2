import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import config from '#config';
import { findUserByEmail, findUserById, insertUser } from '../repositories/users.js';

export class Failure extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

const auth = (u) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, config.jwtSecret),
});

export const userIdFromToken = (token) => {
  try { return jwt.verify(token, config.jwtSecret).id; } catch { return null; }
};

export async function register({ username, email, password }) {
  if (!username || !email || !password) throw new Failure(422, 'username, email and password are required');
  if (await findUserByEmail(email)) throw new Failure(422, 'email has already been taken');
  return auth(await insertUser({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
}

export async function login({ email, password }) {
  const user = await findUserByEmail(email ?? '');
  if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) throw new Failure(401, 'invalid credentials');
  return auth(user);
}

export async function me(id) {
  const user = await findUserById(id);
  if (!user) throw new Failure(401, 'unknown user');
  return auth(user);
}
