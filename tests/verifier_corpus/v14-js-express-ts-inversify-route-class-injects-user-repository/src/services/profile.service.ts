import { inject, injectable } from 'inversify';
import { TYPES } from '../types';
import type { IFollowRepository, IUserRepository, Profile } from '../entities/user';

@injectable()
export class ProfileService {
  constructor(
    @inject(TYPES.UserRepository) private readonly users: IUserRepository,
    @inject(TYPES.FollowRepository) private readonly follows: IFollowRepository,
  ) {}

  async setFollowing(followerId: number, username: string, follow: boolean): Promise<Profile | null> {
    const target = await this.users.findByUsername(username);
    if (!target) return null;
    if (follow) await this.follows.follow(followerId, target.id);
    else await this.follows.unfollow(followerId, target.id);
    return { username: target.username, bio: target.bio, image: target.image, following: follow };
  }
}
