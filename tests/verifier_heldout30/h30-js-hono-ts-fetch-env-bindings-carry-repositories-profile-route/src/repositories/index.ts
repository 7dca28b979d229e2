import { Follow, User } from '../models/index.js';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byUsername: (username: string) => User.findOne({ where: { username } }),
  create: (data: { username: string; email: string; password: string }) => User.create(data),
};

export const followRepository = {
  async isFollowing(followerId: number, followingId: number) {
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  },
  add: (followerId: number, followingId: number) => Follow.findOrCreate({ where: { followerId, followingId } }),
  remove: (followerId: number, followingId: number) => Follow.destroy({ where: { followerId, followingId } }),
};

export const repositories = { users: userRepository, follows: followRepository };
export type Repositories = typeof repositories;
