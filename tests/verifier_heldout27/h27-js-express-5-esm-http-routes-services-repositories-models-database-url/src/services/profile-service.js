import { notFound } from './errors.js';

export class ProfileService {
  constructor(users) {
    this.users = users;
  }

  async get(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw notFound('profile');
    return { username: user.username, bio: user.bio, image: user.image, following: await this.users.isFollowing(viewerId, user.id) };
  }

  async follow(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw notFound('profile');
    await this.users.follow(viewerId, user.id);
    return this.get(username, viewerId);
  }

  async unfollow(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw notFound('profile');
    await this.users.unfollow(viewerId, user.id);
    return this.get(username, viewerId);
  }
}
