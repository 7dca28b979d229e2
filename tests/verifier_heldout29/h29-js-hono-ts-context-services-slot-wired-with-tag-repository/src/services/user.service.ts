import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';
import type { AuthUser } from '../models';
import type { UserRepository } from '../repositories/user.repository';

const SECRET = process.env.JWT_SECRET ?? 'conduit';

export class UserService {
  constructor(private readonly users: UserRepository) {}

  async register(username: string, email: string, password: string): Promise<AuthUser | null> {
    if (await this.users.findByEmail(email)) return null;
    const u = await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) };
  }

  async login(email: string, password: string): Promise<AuthUser | null> {
    const u = await this.users.findByEmail(email);
    if (!u || !(await bcrypt.compare(password, u.passwordHash))) return null;
    return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) };
  }
}
