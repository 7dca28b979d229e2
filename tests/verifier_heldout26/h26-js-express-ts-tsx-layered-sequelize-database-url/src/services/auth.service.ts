import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { UserRepository } from '../repositories/user.repository';
import type { User } from '../models';
import { AppError } from './errors';

const SECRET = process.env.JWT_SECRET ?? 'conduit-dev-secret';

export class AuthService {
  constructor(private readonly users: UserRepository) {}

  private toAuthUser(user: User) {
    return {
      email: user.email,
      token: jwt.sign({ sub: user.id }, SECRET, { expiresIn: '7d' }),
      username: user.username,
      bio: user.bio,
      image: user.image,
    };
  }

  verify(token: string): number {
    const payload = jwt.verify(token, SECRET) as unknown as { sub: number };
    return payload.sub;
  }

  async register(input: { email?: string; username?: string; password?: string }) {
    const { email, username, password } = input;
    if (!email || !username || !password) throw new AppError(422, 'email, username and password are required');
    if (await this.users.isTaken(email, username)) throw new AppError(422, 'email or username has already been taken');
    const user = await this.users.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });
    return this.toAuthUser(user);
  }

  async login(input: { email?: string; password?: string }) {
    const user = input.email ? await this.users.findByEmail(input.email) : null;
    if (!user || !(await bcrypt.compare(input.password ?? '', user.passwordHash))) {
      throw new AppError(401, 'email or password is invalid');
    }
    return this.toAuthUser(user);
  }

  async current(id: number) {
    const user = await this.users.findById(id);
    if (!user) throw new AppError(404, 'user not found');
    return this.toAuthUser(user);
  }

  async update(id: number, changes: { email?: string; username?: string; password?: string; bio?: string; image?: string }) {
    const user = await this.users.findById(id);
    if (!user) throw new AppError(404, 'user not found');
    if ((changes.email || changes.username) &&
      (await this.users.isTaken(changes.email ?? user.email, changes.username ?? user.username, id))) {
      throw new AppError(422, 'email or username has already been taken');
    }
    const { password, ...rest } = changes;
    const updated = await this.users.update(user, {
      ...rest,
      ...(password ? { passwordHash: await bcrypt.hash(password, 10) } : {}),
    });
    return this.toAuthUser(updated);
  }
}
