import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';
import { userRepository } from '../repositories/userRepository.js';
import type { User } from '../models/user.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit-secret';

async function present(user: User) {
  const token = await sign({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 86400 }, SECRET);
  return { email: user.email, username: user.username, bio: user.bio ?? null, image: user.image ?? null, token };
}

export const userService = {
  async register(input: { username: string; email: string; password: string }) {
    const user = await userRepository.create({ ...input, passwordHash: await bcrypt.hash(input.password, 10) });
    return present(user);
  },
  async login(email: string, password: string) {
    const user = await userRepository.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
    return present(user);
  },
  async current(id: number) {
    const user = await userRepository.byId(id);
    return user ? present(user) : null;
  },
};
