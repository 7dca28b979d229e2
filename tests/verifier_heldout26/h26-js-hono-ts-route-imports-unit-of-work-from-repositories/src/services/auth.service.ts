import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import { userRepository } from '../repositories/user.repository';
import type { User } from '../models/user';
import { DomainError } from './errors';

const SECRET = process.env.JWT_SECRET ?? 'uow-secret';

const dto = async (u: User) => ({ email: u.email, token: await sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

export const authService = {
  async userId(header?: string) {
    const m = /^(?:Token|Bearer) (.+)$/.exec(header ?? '');
    if (!m) return undefined;
    try { return Number((await verify(m[1], SECRET)).id); } catch { return undefined; }
  },
  async register(input: { email?: string; username?: string; password?: string }) {
    if (!input.email || !input.username || !input.password) throw new DomainError(422, 'missing fields');
    if ((await userRepository.byEmail(input.email)) || (await userRepository.byUsername(input.username))) {
      throw new DomainError(422, 'already taken');
    }
    return dto(await userRepository.insert({ email: input.email, username: input.username, passwordHash: await bcrypt.hash(input.password, 10) }));
  },
  async login(input: { email?: string; password?: string }) {
    const u = input.email ? await userRepository.byEmail(input.email) : null;
    if (!u || !(await bcrypt.compare(input.password ?? '', u.passwordHash))) throw new DomainError(401, 'invalid credentials');
    return dto(u);
  },
};
