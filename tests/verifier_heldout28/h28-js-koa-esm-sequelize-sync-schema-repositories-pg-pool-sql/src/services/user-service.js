import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { findUserByEmail, findUserById, insertUser } from '../repositories/user-repository.js';

const SECRET = process.env.JWT_SECRET ?? 'koa-esm';

const withToken = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export const userIdFromToken = (token) => jwt.verify(token, SECRET).id;

export async function signUp({ email, username, password }) {
  if (await findUserByEmail(email)) {
    const err = new Error('email has already been taken');
    err.status = 422;
    throw err;
  }
  return withToken(await insertUser({ email, username, passwordHash: await bcrypt.hash(password, 10) }));
}

export async function signIn({ email, password }) {
  const user = await findUserByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    const err = new Error('invalid credentials');
    err.status = 401;
    throw err;
  }
  return withToken(user);
}

export async function me(id) {
  return withToken(await findUserById(id));
}
