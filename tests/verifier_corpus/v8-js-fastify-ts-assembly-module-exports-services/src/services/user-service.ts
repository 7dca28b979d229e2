import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { User } from '../models/user.js';
import type { UserRepository } from '../repositories/user-repository.js';

const secret = process.env.JWT_SECRET ?? 'dev-secret';
const hash = (p: string) => createHash('sha256').update(p).digest('hex');

export class UserService {
  constructor(private readonly users: UserRepository) {}

  present(user: User) {
    const token = jwt.sign({ sub: user.id }, secret);
    return { username: user.username, email: user.email, bio: user.bio, image: user.image, token };
  }

  async register(input: { username: string; email: string; password: string }) {
    const user = await this.users.create({ username: input.username, email: input.email, passwordHash: hash(input.password) });
    return this.present(user);
  }

  async login(email: string, password: string) {
    const user = await this.users.findByEmail(email);
    return user && user.passwordHash === hash(password) ? this.present(user) : null;
  }

  async fromToken(token: string) {
    const { sub } = jwt.verify(token, secret) as unknown as { sub: number };
    return this.users.findById(sub);
  }
}
