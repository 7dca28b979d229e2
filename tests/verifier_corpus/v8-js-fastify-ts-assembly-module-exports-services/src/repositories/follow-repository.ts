import { Follow } from '../models/follow.js';

export class FollowRepository {
  async isFollowing(followerId: number, followingId: number) {
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  }
  follow(followerId: number, followingId: number) { return Follow.findOrCreate({ where: { followerId, followingId } }); }
  unfollow(followerId: number, followingId: number) { return Follow.destroy({ where: { followerId, followingId } }); }
}
