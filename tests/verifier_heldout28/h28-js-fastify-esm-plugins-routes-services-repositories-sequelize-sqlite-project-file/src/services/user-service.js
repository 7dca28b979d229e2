import bcrypt from 'bcryptjs';
import { findUserByEmail, findUserById, insertUser } from '../repositories/user-repository.js';

export class HttpError extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
}

export async function registerUser({ email, username, password }) {
  if (await findUserByEmail(email)) throw new HttpError(422, 'email already in use');
  return insertUser({ email, username, hash: await bcrypt.hash(password, 10) });
}

export async function authenticate({ email, password }) {
  const user = await findUserByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.hash))) throw new HttpError(401, 'invalid credentials');
  return user;
}

export const currentUser = (id) => findUserById(id);
