import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/user.repository';
import { HttpError } from './errors';
import type { User } from '../models/user.model';

const SECRET = process.env.JWT_SECRET ?? 'koa-conduit';

export const authService = {
  tokenFor: (user: User) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' }),
  userIdFrom(header: string | undefined): number | null {
    if (!header?.startsWith('Token ')) return null;
    try { return (jwt.verify(header.slice(6), SECRET) as { id: number }).id; } catch { return null; }
  },
  async register(username: string, email: string, password: string) {
    if (await userRepository.byEmail(email)) throw new HttpError(422, 'email has already been taken');
    return userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  },
  async login(email: string, password: string) {
    const user = await userRepository.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new HttpError(401, 'invalid credentials');
    return user;
  },
};
