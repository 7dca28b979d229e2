import type { Profile } from '../models/profile.model';
import type { ProfileRepository } from '../repositories/profile.repository';

export class ProfileNotFound extends Error {}

export class ProfileService {
  constructor(private readonly profiles: ProfileRepository) {}

  async get(username: string, viewerId?: number): Promise<Profile> {
    const user = await this.profiles.findUser(username);
    if (!user) throw new ProfileNotFound(username);
    const following = viewerId ? await this.profiles.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async follow(username: string, viewerId: number, on: boolean): Promise<Profile> {
    const user = await this.profiles.findUser(username);
    if (!user) throw new ProfileNotFound(username);
    if (on) await this.profiles.follow(viewerId, user.id);
    else await this.profiles.unfollow(viewerId, user.id);
    return this.get(username, viewerId);
  }
}
