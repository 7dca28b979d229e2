import { inject, injectable } from 'tsyringe';
import { TOKENS } from '../models/ports';
import type { FollowStore, Profile, UserStore } from '../models/ports';

export class NotFoundError extends Error {}

@injectable()
export class ProfileService {
  constructor(
    @inject(TOKENS.UserStore) private readonly users: UserStore,
    @inject(TOKENS.FollowStore) private readonly follows: FollowStore,
  ) {}

  async get(username: string, viewerId?: number): Promise<Profile> {
    const user = await this.users.byUsername(username);
    if (!user) throw new NotFoundError(username);
    const following = viewerId ? await this.follows.exists(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async lookup(username: string): Promise<{ id: number; profile: Profile }> {
    const user = await this.users.byUsername(username);
    if (!user) throw new NotFoundError(username);
    return { id: user.id, profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  }
}
