import jwt from 'jsonwebtoken';
import { createHash } from 'node:crypto';
import { userRepository } from '../repositories/user-repository.js';
import type { User } from '../models/user.js';

const secret = process.env.JWT_SECRET ?? 'dev-secret';
const digest = (password: string) => createHash('sha256').update(password).digest('hex');

export class HttpError extends Error {
  constructor(public status: number, message: string) { super(message); }
}

export const authService = {
  token: (user: User) => jwt.sign({ sub: user.id }, secret, { expiresIn: '1d' }),

  async currentUser(token: string): Promise<User> {
    let id: number;
    try {
      id = Number((jwt.verify(token, secret) as jwt.JwtPayload).sub);
    } catch {
      throw new HttpError(401, 'invalid token');
    }
    const user = await userRepository.byId(id);
    if (!user) throw new HttpError(401, 'unknown user');
    return user;
  },

  async register(input: { username: string; email: string; password: string }) {
    if (await userRepository.emailTaken(input.email)) throw new HttpError(422, 'email has already been taken');
    if (await userRepository.usernameTaken(input.username)) throw new HttpError(422, 'username has already been taken');
    return userRepository.create({ username: input.username, email: input.email, passwordHash: digest(input.password) });
  },

  async login(input: { email: string; password: string }) {
    const user = await userRepository.byEmail(input.email);
    if (!user || user.passwordHash !== digest(input.password)) throw new HttpError(401, 'email or password is invalid');
    return user;
  },
};
