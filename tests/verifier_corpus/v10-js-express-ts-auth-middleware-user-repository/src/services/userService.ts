import jwt from 'jsonwebtoken';
import type { User } from '../models/User';
import { userRepository } from '../repositories/userRepository';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'conduit-ts-secret';

export function toUserJson(user: User) {
  return {
    email: user.email,
    username: user.username,
    bio: user.bio,
    image: user.image,
    token: jwt.sign({ sub: user.id }, JWT_SECRET, { expiresIn: '7d' }),
  };
}

export const userService = {
  async register(username: string, email: string) {
    if (await userRepository.findByEmail(email)) throw new Error('email has already been taken');
    return toUserJson(await userRepository.create({ username, email }));
  },
  async updateProfile(user: User, changes: { username?: string; email?: string; bio?: string; image?: string }) {
    return toUserJson(await userRepository.update(user, changes));
  },
};
