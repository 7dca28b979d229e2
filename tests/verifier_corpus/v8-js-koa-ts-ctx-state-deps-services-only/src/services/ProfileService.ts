import { UserRepository } from '../repositories/UserRepository';

export class ProfileService {
  constructor(private readonly users: UserRepository) {}

  async profile(username: string) {
    const user = await this.users.findByName(username);
    return user && { username: user.username, bio: user.bio, image: user.image, following: false };
  }
}
