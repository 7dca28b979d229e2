import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { config } from '~/config';
import { userRepository } from '~/repositories/user.repository';
import type { User } from '~/models/user';

export class AuthError extends Error {}

const present = (u: User) => ({
  email: u.email,
  username: u.username,
  bio: u.bio ?? null,
  image: u.image ?? null,
  token: jwt.sign({ id: u.id }, config.jwtSecret, { expiresIn: '7d' }),
});

export const userService = {
  async register(input: { username: string; email: string; password: string }) {
    const user = await userRepository.create({
      username: input.username,
      email: input.email,
      passwordHash: await bcrypt.hash(input.password, 10),
    });
    return present(user);
  },

  async login(input: { email: string; password: string }) {
    const user = await userRepository.byEmail(input.email);
    if (!user || !(await bcrypt.compare(input.password, user.passwordHash))) throw new AuthError('invalid credentials');
    return present(user);
  },

  async update(id: number, input: { email?: string; username?: string; bio?: string | null; image?: string | null; password?: string }) {
    const { password, ...rest } = input;
    const user = await userRepository.update(id, { ...rest, ...(password ? { passwordHash: await bcrypt.hash(password, 10) } : {}) });
    if (!user) throw new AuthError('user not found');
    return present(user);
  },

  userIdFromToken(token: string): number {
    return (jwt.verify(token, config.jwtSecret) as { id: number }).id;
  },
};
