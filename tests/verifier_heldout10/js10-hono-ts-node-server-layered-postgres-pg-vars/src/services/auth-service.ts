import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import { userRepository } from '../repositories/user-repository';
import type { User } from '../models/user';

const SECRET = process.env.JWT_SECRET ?? 'conduit-hono-secret';

export class AuthError extends Error {
  constructor(public status: 401 | 422, public errors: Record<string, string[]>) {
    super('auth error');
  }
}

async function toAuthUser(user: User) {
  const token = await sign({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 86400 * 7 }, SECRET);
  return { email: user.email, token, username: user.username, bio: user.bio, image: user.image };
}

export const authService = {
  async register(input: { email?: string; username?: string; password?: string }) {
    if (!input.email || !input.username || !input.password) {
      throw new AuthError(422, { body: ['email, username and password are required'] });
    }
    if (await userRepository.byEmail(input.email)) throw new AuthError(422, { email: ['has already been taken'] });
    if (await userRepository.byUsername(input.username)) throw new AuthError(422, { username: ['has already been taken'] });
    const user = await userRepository.insert({
      email: input.email,
      username: input.username,
      passwordHash: await bcrypt.hash(input.password, 10),
    });
    return toAuthUser(user);
  },

  async login(input: { email?: string; password?: string }) {
    const user = input.email ? await userRepository.byEmail(input.email) : null;
    if (!user || !(await bcrypt.compare(input.password ?? '', user.passwordHash))) {
      throw new AuthError(401, { 'email or password': ['is invalid'] });
    }
    return toAuthUser(user);
  },

  async userFromToken(token: string) {
    try {
      const payload = await verify(token, SECRET);
      return await userRepository.byId(Number(payload.sub));
    } catch {
      return null;
    }
  },
};
