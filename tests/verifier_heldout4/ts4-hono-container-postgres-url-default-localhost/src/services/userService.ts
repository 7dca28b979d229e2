import bcrypt from 'bcryptjs';
import type { UserRepository } from '../repositories/userRepository.js';
import { signToken } from './tokens.js';

export class UserService {
  constructor(private readonly users: UserRepository) {}

  async register(input: { username: string; email: string; password: string }) {
    if (await this.users.findByEmail(input.email)) throw new Error('email taken');
    const user = await this.users.create({
      username: input.username,
      email: input.email,
      passwordHash: await bcrypt.hash(input.password, 10),
    });
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: signToken(user.id) };
  }

  async login(email: string, password: string) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: signToken(user.id) };
  }
}
