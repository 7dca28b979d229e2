import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { Service } from 'typedi';
import { UserRepository } from '../repositories/UserRepository';
import type { User } from '../models/User';

export const SECRET = process.env.JWT_SECRET ?? 'conduit';

// routing-controllers' default error handler answers with err.httpCode
export class AuthError extends Error {
  httpCode = 401;
}

@Service()
export class UserService {
  constructor(private readonly users: UserRepository) {}

  private view(u: User) {
    return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) };
  }

  async register(input: { username: string; email: string; password: string }) {
    return this.view(await this.users.create({ ...input, password: await bcrypt.hash(input.password, 10) }));
  }

  async login(input: { email: string; password: string }) {
    const user = await this.users.findByEmail(input.email);
    if (!user || !(await bcrypt.compare(input.password, user.password))) throw new AuthError('invalid credentials');
    return this.view(user);
  }

  userIdFromHeader(header?: string): number {
    if (!header?.startsWith('Token ')) throw new AuthError('missing token');
    return (jwt.verify(header.slice(6), SECRET) as { id: number }).id;
  }
}
