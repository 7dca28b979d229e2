import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { env } from '../config/env.js';
import { userRepository } from '../repositories/user.repository.js';

export class AuthError extends Error {}

export const userService = {
  async register(username: string, email: string, password: string) {
    const user = await userRepository.insert({ username, email, password: await bcrypt.hash(password, 10) });
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: jwt.sign({ sub: user.id }, env.jwtSecret) };
  },
  async login(email: string, password: string) {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) throw new AuthError('invalid credentials');
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: jwt.sign({ sub: user.id }, env.jwtSecret) };
  },
};
