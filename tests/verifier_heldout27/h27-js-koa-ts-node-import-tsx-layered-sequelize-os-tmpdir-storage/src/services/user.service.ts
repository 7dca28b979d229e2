import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import type { User } from '../models/index.js';
import { UserRepository } from '../repositories/user.repository.js';
import { AppError } from './errors.js';

const SECRET = process.env.JWT_SECRET ?? 'koa-ts';

export class UserService {
  constructor(private readonly users = new UserRepository()) {}

  view(u: User) {
    return { email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio ?? null, image: u.image ?? null };
  }

  async register(input: { username: string; email: string; password: string }) {
    if (await this.users.findByEmail(input.email)) throw new AppError(422, 'email has already been taken');
    return this.view(await this.users.create({ username: input.username, email: input.email, passwordHash: await bcrypt.hash(input.password, 10) }));
  }

  async login(input: { email: string; password: string }) {
    const u = await this.users.findByEmail(input.email);
    if (!u || !(await bcrypt.compare(input.password, u.passwordHash))) throw new AppError(401, 'invalid credentials');
    return this.view(u);
  }

  async fromToken(token: string) {
    const { id } = jwt.verify(token, SECRET) as { id: number };
    return this.users.findById(id);
  }
}
