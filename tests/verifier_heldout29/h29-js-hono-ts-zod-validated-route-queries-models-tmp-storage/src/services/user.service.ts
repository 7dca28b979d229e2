import bcrypt from 'bcryptjs';
import { issue } from '../lib/jwt';
import { userRepository } from '../repositories/user.repository';

export const userService = {
  async register(username: string, email: string, password: string) {
    if (await userRepository.byEmail(email)) return null;
    const u = await userRepository.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: await issue(u.id) };
  },
  async login(email: string, password: string) {
    const u = await userRepository.byEmail(email);
    if (!u || !(await bcrypt.compare(password, u.passwordHash))) return null;
    return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: await issue(u.id) };
  },
};
