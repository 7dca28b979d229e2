import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { UserRepository } from '../repositories/user.repository.js';
import type { User } from '../models/index.js';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'koa-ts-secret';

export class UserService {
  private readonly repo = new UserRepository();

  private dto(u: User) {
    return { username: u.username, email: u.email, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, JWT_SECRET) };
  }

  async register(username: string, email: string, password: string) {
    if (await this.repo.byEmail(email)) return { error: { email: ['has already been taken'] } };
    return { user: this.dto(await this.repo.create({ username, email, password: await bcrypt.hash(password, 10) })) };
  }

  async login(email: string, password: string) {
    const u = await this.repo.byEmail(email);
    if (!u || !(await bcrypt.compare(password, u.password))) return null;
    return { user: this.dto(u) };
  }

  async current(id: number) {
    const u = await this.repo.byId(id);
    return u ? { user: this.dto(u) } : null;
  }
}
