import { User, Follow } from '../entities.js';

export class UserRepository {
  findByUsername(username: string) { return User.findOne({ where: { username } }); }
  async isFollowing(followerId: number, followingId: number) {
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  }
}
