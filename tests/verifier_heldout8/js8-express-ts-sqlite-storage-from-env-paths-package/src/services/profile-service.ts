import { UserRepository } from '../repositories/user-repository';
import { ServiceError } from './errors';

export class ProfileService {
  constructor(private readonly users: UserRepository) {}

  async get(username: string, viewerId?: number) {
    const user = await this.users.findByUsername(username);
    if (!user) throw new ServiceError(404, 'profile', 'not found');
    const following = viewerId ? await this.users.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async follow(viewerId: number, username: string, on: boolean) {
    const user = await this.users.findByUsername(username);
    if (!user) throw new ServiceError(404, 'profile', 'not found');
    await (on ? this.users.follow(viewerId, user.id) : this.users.unfollow(viewerId, user.id));
    return { username: user.username, bio: user.bio, image: user.image, following: on };
  }
}
