import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/user.repository';

const SECRET = process.env.JWT_SECRET ?? 'koa-ts';

export class AppError extends Error {
  constructor(public status: number, message: string) { super(message); }
}

export const authService = {
  verify(header?: string): number | null {
    if (!header?.startsWith('Token ')) return null;
    try { return (jwt.verify(header.slice(6), SECRET) as { id: number }).id; } catch { return null; }
  },
  async register(username: string, email: string, password: string) {
    if (await userRepository.byEmail(email)) throw new AppError(422, 'email has already been taken');
    const u = await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) };
  },
};
