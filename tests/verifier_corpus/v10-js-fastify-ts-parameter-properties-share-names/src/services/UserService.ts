import type { ProfileView, User } from '../models/User';
import { UserRepository } from '../repositories/UserRepository';

export class ConflictError extends Error {}
export class NotFoundError extends Error {}

export class UserService {
  constructor(private readonly users: UserRepository) {}

  async register(username: string, email: string): Promise<User> {
    if (await this.users.findByEmail(email)) throw new ConflictError('email has already been taken');
    if (await this.users.findByUsername(username)) throw new ConflictError('username has already been taken');
    return this.users.create(username, email);
  }

  async profile(username: string): Promise<ProfileView> {
    const user = await this.users.findByUsername(username);
    if (!user) throw new NotFoundError(username);
    return { username: user.username, bio: user.bio, image: user.image, following: false };
  }
}
