import { UserRepository } from '../repositories/user.repository';
import { AppError } from './errors';

export class ProfileService {
  constructor(private readonly users: UserRepository) {}

  private async view(username: string, viewerId?: number) {
    const user = await this.users.findByUsername(username);
    if (!user) throw new AppError(404, 'profile not found');
    return { user, following: viewerId ? await this.users.isFollowing(viewerId, user.id) : false };
  }

  async get(username: string, viewerId?: number) {
    const { user, following } = await this.view(username, viewerId);
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async follow(username: string, viewerId: number) {
    const { user } = await this.view(username, viewerId);
    await this.users.follow(viewerId, user.id);
    return { username: user.username, bio: user.bio, image: user.image, following: true };
  }

  async unfollow(username: string, viewerId: number) {
    const { user } = await this.view(username, viewerId);
    await this.users.unfollow(viewerId, user.id);
    return { username: user.username, bio: user.bio, image: user.image, following: false };
  }
}
