import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { UserRepository } from '../repositories/user.repository';

export const SECRET = process.env.JWT_SECRET ?? 'koa-ts-secret';

export class AuthService {
  constructor(private readonly users = new UserRepository()) {}

  async register(username: string, email: string, password: string) {
    const u = await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return { email, username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) };
  }

  async login(email: string, password: string) {
    const u = await this.users.byEmail(email);
    if (!u || !(await bcrypt.compare(password, u.passwordHash))) return null;
    return { email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) };
  }

  userId(header?: string): number | null {
    if (!header?.startsWith('Token ')) return null;
    try {
      return (jwt.verify(header.slice(6), SECRET) as { id: number }).id;
    } catch {
      return null;
    }
  }
}
