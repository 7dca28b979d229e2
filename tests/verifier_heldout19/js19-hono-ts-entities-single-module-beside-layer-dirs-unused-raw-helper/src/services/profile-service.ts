import type { ProfileView } from '../entities.js';
import { UserRepository } from '../repositories/user-repository.js';

export class ProfileService {
  constructor(private readonly users = new UserRepository()) {}
  async get(username: string, viewerId?: number): Promise<ProfileView | null> {
    const u = await this.users.findByUsername(username);
    if (!u) return null;
    return { username: u.username, bio: u.bio, image: u.image, following: viewerId ? await this.users.isFollowing(viewerId, u.id) : false };
  }
}
