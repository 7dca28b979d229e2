import type { UserRepository } from '../repositories/user.repository';
import { HttpError } from './errors';

export class ProfileService {
  constructor(private readonly users: UserRepository) {}

  async get(username: string, viewerId?: number) {
    const user = await this.users.byUsername(username);
    if (!user) throw new HttpError(404, 'profile not found');
    const following = viewerId ? await this.users.follows(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async follow(username: string, viewerId: number, on: boolean) {
    const user = await this.users.byUsername(username);
    if (!user) throw new HttpError(404, 'profile not found');
    await this.users.setFollow(viewerId, user.id, on);
    return { username: user.username, bio: user.bio, image: user.image, following: on };
  }
}
