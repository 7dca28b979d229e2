import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import { config } from '../config';
import { userRepository } from '../repositories/user.repository';
import type { UserRow } from '../models/user';

const session = async (u: UserRow) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image,
  token: await sign({ sub: u.id }, config.jwtSecret),
});

export const authService = {
  async register(username: string, email: string, password: string) {
    if (userRepository.byEmail(email)) return null;
    return session(userRepository.insert(username, email, bcrypt.hashSync(password, 10)));
  },
  async login(email: string, password: string) {
    const user = userRepository.byEmail(email);
    return user && bcrypt.compareSync(password, user.password_hash) ? session(user) : null;
  },
  async userIdFromToken(token: string): Promise<number | null> {
    try { return Number((await verify(token, config.jwtSecret)).sub); } catch { return null; }
  },
};
