import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/user.repository';
import type { User } from '../models/user';

const SECRET = process.env.JWT_SECRET ?? 'koa-typeorm';

export const tokenFor = (user: User) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
export const idFromToken = (token: string) => (jwt.verify(token, SECRET) as { id: number }).id;

export async function register(email: string, username: string, password: string) {
  return userRepository.save({ email, username, passwordHash: await bcrypt.hash(password, 10), bio: null, image: null });
}

export async function login(email: string, password: string) {
  const user = await userRepository.findByEmail(email);
  return user && (await bcrypt.compare(password, user.passwordHash)) ? user : null;
}

export const byId = (id: number) => userRepository.findById(id);
