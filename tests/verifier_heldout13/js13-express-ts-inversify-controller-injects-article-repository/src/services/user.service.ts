import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import { inject, injectable } from 'inversify';
import { TYPES } from '../types';
import { UserRepository } from '../repositories/user.repository';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'change-me';

@injectable()
export class UserService {
  constructor(@inject(TYPES.UserRepository) private readonly users: UserRepository) {}

  async register(username: string, email: string, password: string) {
    const user = await this.users.create({ username, email, passwordHash: await argon2.hash(password) });
    return { username, email, bio: user.bio, image: user.image, token: jwt.sign({ sub: user.id }, JWT_SECRET) };
  }

  async login(email: string, password: string) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await argon2.verify(user.passwordHash, password))) return null;
    return { username: user.username, email, bio: user.bio, image: user.image, token: jwt.sign({ sub: user.id }, JWT_SECRET) };
  }
}
