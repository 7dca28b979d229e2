import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/index.js';

const SECRET = process.env.JWT_SECRET ?? 'esm-secret';

const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export const verifyToken = (token) => jwt.verify(token, SECRET);

export async function register({ email, username, password }) {
  const user = await userRepository.create({ email, username, password: await bcrypt.hash(password, 10) });
  return view(user);
}

export async function login({ email, password }) {
  const user = await userRepository.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) {
    throw Object.assign(new Error('invalid credentials'), { status: 401 });
  }
  return view(user);
}
