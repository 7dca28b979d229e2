import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { UserRepository } from '../repositories/user.repository';
import type { User } from '../models/user.model';
import { ServiceError } from './errors';

const SECRET = process.env.JWT_SECRET ?? 'koa-ts-secret';

export class UserService {
  constructor(private readonly users = new UserRepository()) {}

  private dto(u: User) {
    return { email: u.email, token: jwt.sign({ id: u.id }, SECRET, { expiresIn: '7d' }), username: u.username, bio: u.bio, image: u.image };
  }

  verify(token: string): number {
    return (jwt.verify(token, SECRET) as { id: number }).id;
  }

  async register(input: { email?: string; username?: string; password?: string } = {}) {
    if (!input.email || !input.username || !input.password) throw new ServiceError(422, 'missing fields');
    if (await this.users.taken(input.email, input.username)) throw new ServiceError(422, 'already taken');
    return this.dto(await this.users.create(input.email, input.username, await bcrypt.hash(input.password, 10)));
  }

  async login(input: { email?: string; password?: string } = {}) {
    const u = input.email ? await this.users.findByEmail(input.email) : null;
    if (!u || !(await bcrypt.compare(input.password ?? '', u.passwordHash))) throw new ServiceError(401, 'invalid credentials');
    return this.dto(u);
  }

  async current(id: number) {
    const u = await this.users.findById(id);
    if (!u) throw new ServiceError(404, 'user not found');
    return this.dto(u);
  }
}
