import { User } from '../models/index.js';

export const profileRepository = {
  findByUsername: (username: string) => User.findOne({ where: { username } }),
  async isFollowing(user: any, followerId: number) { return user.hasFollower(followerId); },
  follow: (user: any, followerId: number) => user.addFollower(followerId),
  unfollow: (user: any, followerId: number) => user.removeFollower(followerId),
};
