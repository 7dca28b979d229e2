import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import { userRepository } from '../repositories/user-repository';
import type { User } from '../models';
import { AppError } from './errors';

const SECRET = process.env.JWT_SECRET ?? 'hono-conduit-secret';

async function authDto(u: User) {
  return { email: u.email, token: await sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image };
}

export const userService = {
  async idFromToken(token: string): Promise<number> {
    const payload = await verify(token, SECRET);
    return Number(payload.id);
  },
  async register(input: { email?: string; username?: string; password?: string }) {
    if (!input.email || !input.username || !input.password) throw new AppError(422, 'missing fields');
    if (await userRepository.taken(input.email, input.username)) throw new AppError(422, 'already taken');
    return authDto(await userRepository.create({ email: input.email, username: input.username, passwordHash: await bcrypt.hash(input.password, 10) }));
  },
  async login(input: { email?: string; password?: string }) {
    const u = input.email ? await userRepository.byEmail(input.email) : null;
    if (!u || !(await bcrypt.compare(input.password ?? '', u.passwordHash))) throw new AppError(401, 'invalid credentials');
    return authDto(u);
  },
  async current(id: number) {
    const u = await userRepository.byId(id);
    if (!u) throw new AppError(404, 'user not found');
    return authDto(u);
  },
};
