import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import type { User } from '../models/user.js';
import { userRepository } from '../repositories/user-repository.js';

const SECRET = process.env.JWT_SECRET ?? 'local-secret';

export type UserView = { email: string; token: string; username: string; bio: string | null; image: string | null };

export const authService = {
  view(user: User, token = jwt.sign({ uid: user.id }, SECRET, { expiresIn: '2d' })): UserView {
    return { email: user.email, token, username: user.username, bio: user.bio, image: user.image };
  },

  async authenticate(token: string): Promise<User | null> {
    try {
      const { uid } = jwt.verify(token, SECRET) as { uid: number };
      return await userRepository.findById(uid);
    } catch {
      return null;
    }
  },

  async login(email: string, password: string): Promise<UserView | null> {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
    return this.view(user);
  },

  async register(username: string, email: string, password: string): Promise<UserView> {
    const user = await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return this.view(user);
  },
};
