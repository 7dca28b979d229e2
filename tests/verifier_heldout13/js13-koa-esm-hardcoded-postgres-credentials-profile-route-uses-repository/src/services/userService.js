import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import * as users from '../repositories/userRepository.js';

export const SECRET = process.env.JWT_SECRET || 'secret';

const authUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export async function register({ username, email, password }) {
  return authUser(await users.createUser({ username, email, password: await bcrypt.hash(password, 10) }));
}

export async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) return null;
  return authUser(user);
}

export function decode(header) {
  if (!header?.startsWith('Token ')) return null;
  try {
    return jwt.verify(header.slice(6), SECRET).id;
  } catch {
    return null;
  }
}
