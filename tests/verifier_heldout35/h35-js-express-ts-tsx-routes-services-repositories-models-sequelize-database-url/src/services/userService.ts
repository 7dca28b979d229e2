import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository.js';
import type { User } from '../models/index.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit-secret';

export class ServiceError extends Error { constructor(public status: number, message: string) { super(message); } }

const toAuth = (u: User) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image,
  token: jwt.sign({ id: u.id }, SECRET) });

export const userService = {
  async register(input: { username: string; email: string; password: string }) {
    if (await userRepository.findByEmail(input.email)) throw new ServiceError(422, 'email has already been taken');
    const user = await userRepository.create({ ...input, password: await bcrypt.hash(input.password, 10) });
    return toAuth(user);
  },
  async login(email: string, password: string) {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) throw new ServiceError(401, 'invalid credentials');
    return toAuth(user);
  },
};
