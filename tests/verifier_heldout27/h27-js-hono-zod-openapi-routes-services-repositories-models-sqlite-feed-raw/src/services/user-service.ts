import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import type { UserModel } from '../models';
import type { UserRepository } from '../repositories/user-repository';

const SECRET = process.env.JWT_SECRET ?? 'openapi-conduit';

export class UserService {
  constructor(private readonly users: UserRepository) {}

  async view(u: UserModel) {
    return { email: u.email, token: await sign({ id: u.id }, SECRET), username: u.username, bio: u.bio ?? null, image: u.image ?? null };
  }

  async register(input: { username: string; email: string; password: string }) {
    const u = await this.users.create({ username: input.username, email: input.email, passwordHash: await bcrypt.hash(input.password, 10) });
    return this.view(u);
  }

  async login(input: { email: string; password: string }) {
    const u = await this.users.byEmail(input.email);
    if (!u || !(await bcrypt.compare(input.password, u.passwordHash))) return null;
    return this.view(u);
  }

  async idFromHeader(header: string | undefined): Promise<number | undefined> {
    if (!header?.startsWith('Token ')) return undefined;
    try {
      return (await verify(header.slice(6), SECRET)).id as number;
    } catch {
      return undefined;
    }
  }
}
