import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/user-repository.js';

const SECRET = process.env.JWT_SECRET ?? 'secret';
const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export const tokenUser = (header) => {
  if (!header?.startsWith('Token ')) return null;
  try {
    return jwt.verify(header.slice(6), SECRET).id;
  } catch {
    return null;
  }
};

export async function signUp({ email, username, password }) {
  return view(await userRepository.insert({ email, username, passwordHash: await bcrypt.hash(password, 10) }));
}

export async function signIn({ email, password }) {
  const user = await userRepository.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
  return view(user);
}
