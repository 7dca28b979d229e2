import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { userRepository } from '@conduit/data/repositories';

const secret = process.env.JWT_SECRET ?? 'monorepo-secret';
const digest = (s: string) => createHash('sha256').update(s).digest('hex');

export const authService = {
  async register(username: string, email: string, password: string) {
    const user = await userRepository.create({ username, email, passwordHash: digest(password) });
    return { email, username, bio: null, image: null, token: jwt.sign({ id: user.id }, secret) };
  },
  async login(email: string, password: string) {
    const user = await userRepository.byEmail(email);
    if (!user || user.passwordHash !== digest(password)) return null;
    return { email, username: user.username, bio: user.bio, image: user.image, token: jwt.sign({ id: user.id }, secret) };
  },
  userId(header?: string): number | null {
    try {
      return header ? (jwt.verify(header.replace(/^Token /, ''), secret) as { id: number }).id : null;
    } catch {
      return null;
    }
  },
};
