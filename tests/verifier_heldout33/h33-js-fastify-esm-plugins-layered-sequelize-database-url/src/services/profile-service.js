export class ProfileService {
  constructor(users) { this.users = users; }
  async get(username) {
    const u = await this.users.findByUsername(username);
    return u && { username: u.username, bio: u.bio, image: u.image, following: false };
  }
}
