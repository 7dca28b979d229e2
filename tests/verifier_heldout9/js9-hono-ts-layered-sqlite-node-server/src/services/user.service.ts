import bcrypt from 'bcryptjs';
import { userRepository } from '../repositories/user.repository';
import type { User } from '../models/user';
import { issueToken } from '../lib/jwt';

export class ServiceError extends Error {
  constructor(public status: 401 | 403 | 404 | 422, public errors: Record<string, string[]>) { super('service error'); }
}

async function view(user: User) {
  return { email: user.email, username: user.username, bio: user.bio ?? null, image: user.image ?? null, token: await issueToken(user.id) };
}

export const userService = {
  async register(input: { username?: string; email?: string; password?: string }) {
    const { username, email, password } = input;
    if (!username || !email || !password) throw new ServiceError(422, { body: ['username, email and password are required'] });
    if (await userRepository.byEmail(email)) throw new ServiceError(422, { email: ['has already been taken'] });
    if (await userRepository.byUsername(username)) throw new ServiceError(422, { username: ['has already been taken'] });
    return view(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login(email = '', password = '') {
    const user = await userRepository.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new ServiceError(401, { credentials: ['invalid'] });
    return view(user);
  },
  async current(id: number) {
    const user = await userRepository.byId(id);
    if (!user) throw new ServiceError(404, { user: ['not found'] });
    return view(user);
  },
};
