import { inject, injectable } from 'tsyringe';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { UserRepository } from '../repositories/user.repository';
import { jwtSecret } from '../config/database';
import type { User } from '../models';

export class ServiceError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

@injectable()
export class UserService {
  constructor(@inject(UserRepository) private readonly users: UserRepository) {}

  private toAuthJson(user: User) {
    const token = jwt.sign({ id: user.id }, jwtSecret, { expiresIn: '7d' });
    return { username: user.username, email: user.email, bio: user.bio, image: user.image, token };
  }

  async register(input: { username: string; email: string; password: string }) {
    if (await this.users.findByEmail(input.email)) throw new ServiceError(422, 'email has already been taken');
    if (await this.users.findByUsername(input.username)) throw new ServiceError(422, 'username has already been taken');
    const passwordHash = await bcrypt.hash(input.password, 10);
    const user = await this.users.create({ username: input.username, email: input.email, passwordHash });
    return this.toAuthJson(user);
  }

  async login(email: string, password: string) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw new ServiceError(401, 'email or password is invalid');
    }
    return this.toAuthJson(user);
  }

  async current(id: number) {
    const user = await this.users.findById(id);
    if (!user) throw new ServiceError(404, 'user not found');
    return this.toAuthJson(user);
  }

  async profile(username: string, viewerId?: number) {
    const user = await this.users.findByUsername(username);
    if (!user) throw new ServiceError(404, 'profile not found');
    const following = viewerId ? await this.users.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }
}
