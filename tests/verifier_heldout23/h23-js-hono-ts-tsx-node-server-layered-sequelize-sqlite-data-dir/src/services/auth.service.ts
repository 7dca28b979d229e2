import bcrypt from 'bcryptjs';
import { userRepository } from '../repositories/user.repository.js';
import type { User } from '../models/user.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { issueToken } from '../lib/token.js';

async function present(user: User) {
  return { email: user.email, token: await issueToken(user.id), username: user.username, bio: user.bio, image: user.image };
}

export const authService = {
  async register(input: { username?: string; email?: string; password?: string }) {
    const { username, email, password } = input;
    if (!username || !email || !password) throw invalid({ body: ['username, email and password are required'] });
    if (await userRepository.findByEmail(email)) throw invalid({ email: ['has already been taken'] });
    if (await userRepository.findByUsername(username)) throw invalid({ username: ['has already been taken'] });
    return present(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },

  async login(input: { email?: string; password?: string }) {
    const user = input.email ? await userRepository.findByEmail(input.email) : null;
    if (!user || !(await bcrypt.compare(input.password ?? '', user.passwordHash))) {
      throw new AppError(401, { credentials: ['invalid'] });
    }
    return present(user);
  },

  async current(userId: number) {
    const user = await userRepository.findById(userId);
    if (!user) throw notFound('user');
    return present(user);
  },

  async update(userId: number, input: { username?: string; email?: string; password?: string; bio?: string | null; image?: string | null }) {
    const user = await userRepository.findById(userId);
    if (!user) throw notFound('user');
    const { password, ...rest } = input;
    const changes: Record<string, unknown> = { ...rest };
    if (password) changes.passwordHash = await bcrypt.hash(password, 10);
    return present(await userRepository.update(user, changes));
  },
};
