import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models/user.js';
import { HttpError } from '../lib/errors.js';

const SECRET = process.env.JWT_SECRET ?? 'secret';

const withToken = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export async function register({ username, email, password } = {}) {
  if (!username || !email || !password) throw new HttpError(422, 'body', 'missing fields');
  if (await User.findOne({ where: { email } })) throw new HttpError(422, 'email', 'has already been taken');
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  return withToken(user);
}

export async function login({ email, password } = {}) {
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) {
    throw new HttpError(401, 'credentials', 'invalid');
  }
  return withToken(user);
}

export function userIdFrom(header) {
  if (!header) return null;
  try {
    return jwt.verify(header.split(' ')[1], SECRET).id;
  } catch {
    return null;
  }
}
