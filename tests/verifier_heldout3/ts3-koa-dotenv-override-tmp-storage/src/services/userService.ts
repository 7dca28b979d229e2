import { createHash } from 'crypto';
import jwt from 'jsonwebtoken';
import { settings } from '../config';
import { UserModel } from '../models';
import { UserRepository } from '../repositories/userRepository';

const digest = (password: string) => createHash('sha256').update(password).digest('hex');

export class UserService {
  constructor(private readonly users = new UserRepository()) {}

  private toJson(user: UserModel) {
    const token = jwt.sign({ id: user.id }, settings.jwtSecret);
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
  }

  async register(input: { username: string; email: string; password: string }) {
    return this.toJson(await this.users.create({ ...input, password: digest(input.password) }));
  }

  async login(email: string, password: string) {
    const user = await this.users.findByEmail(email);
    return user && user.password === digest(password) ? this.toJson(user) : null;
  }

  async current(id: number) {
    const user = await this.users.findById(id);
    return user ? this.toJson(user) : null;
  }
}
