import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models/User';
import { UserRepository } from '../repositories/UserRepository';

export const JWT_SECRET = process.env.JWT_SECRET || 'secret-key';

export class UserService {
  constructor(private readonly repo = new UserRepository()) {}

  toAuthJson(user: User) {
    return {
      email: user.email,
      username: user.username,
      bio: user.bio,
      image: user.image,
      token: jwt.sign({ id: user.id }, JWT_SECRET, { expiresIn: '7d' }),
    };
  }

  async register(input: { username: string; email: string; password: string }) {
    const user = await this.repo.create({ ...input, password: await bcrypt.hash(input.password, 10) });
    return this.toAuthJson(user);
  }

  async login(email: string, password: string) {
    const user = await this.repo.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) return null;
    return this.toAuthJson(user);
  }

  async update(user: User, changes: { username?: string; email?: string; bio?: string; image?: string; password?: string }) {
    if (changes.password) changes.password = await bcrypt.hash(changes.password, 10);
    return this.toAuthJson(await this.repo.update(user, changes));
  }
}
