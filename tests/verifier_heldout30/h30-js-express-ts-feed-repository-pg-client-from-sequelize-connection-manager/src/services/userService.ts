import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository';
import type { User } from '../models';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'conduit-ts-secret';

export class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

function present(user: User) {
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: jwt.sign({ id: user.id }, JWT_SECRET) };
}

export const userService = {
  async register(input: { username: string; email: string; password: string }) {
    if (await userRepository.findByEmail(input.email)) throw new HttpError(422, 'email has already been taken');
    const user = await userRepository.create({ username: input.username, email: input.email, passwordHash: await bcrypt.hash(input.password, 10) });
    return present(user);
  },
  async login(input: { email: string; password: string }) {
    const user = await userRepository.findByEmail(input.email);
    if (!user || !(await bcrypt.compare(input.password, user.passwordHash))) throw new HttpError(401, 'invalid credentials');
    return present(user);
  },
};
