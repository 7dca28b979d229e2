import { UserRepository } from '../repositories/userRepository';

export class UserService {
  constructor(private readonly users = new UserRepository()) {}

  async current(id: number) {
    const user = await this.users.findById(id);
    if (!user) throw new Error('user not found');
    return { username: user.username, email: user.email, bio: user.bio, image: user.image };
  }

  async update(id: number, patch: { email?: string; bio?: string; image?: string; username?: string }) {
    const user = await this.users.update(id, patch);
    if (!user) throw new Error('user not found');
    return { username: user.username, email: user.email, bio: user.bio, image: user.image };
  }
}
