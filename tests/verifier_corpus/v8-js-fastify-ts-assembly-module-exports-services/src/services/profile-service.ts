import type { FollowRepository } from '../repositories/follow-repository.js';
import type { UserRepository } from '../repositories/user-repository.js';

export class ProfileService {
  constructor(private readonly users: UserRepository, private readonly follows: FollowRepository) {}

  async get(username: string, viewerId?: number) {
    const user = await this.users.findByUsername(username);
    if (!user) return null;
    const following = viewerId ? await this.follows.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async follow(viewerId: number, username: string) {
    const user = await this.users.findByUsername(username);
    if (!user) return null;
    await this.follows.follow(viewerId, user.id);
    return { username: user.username, bio: user.bio, image: user.image, following: true };
  }
}
