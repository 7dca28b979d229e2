export class ProfileService {
  constructor(users) { this.users = users; }

  async view(username, viewerId) {
    const user = await this.users.byUsername(username);
    if (!user) return null;
    const following = viewerId ? await this.users.follows(viewerId, user) : false;
    return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following };
  }

  async setFollowing(username, viewerId, on) {
    const user = await this.users.byUsername(username);
    if (!user) return null;
    if (on) await this.users.follow(viewerId, user); else await this.users.unfollow(viewerId, user);
    return this.view(username, viewerId);
  }
}
