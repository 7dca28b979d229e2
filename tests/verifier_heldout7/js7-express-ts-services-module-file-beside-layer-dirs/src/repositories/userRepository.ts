import { User } from '../models/user';
import { Follow } from '../models/follow';

export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byUsername: (username: string) => User.findOne({ where: { username } }),
  byId: (id: number) => User.findByPk(id),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
  isFollowing: async (followerId: number, followingId: number) =>
    (await Follow.count({ where: { followerId, followingId } })) > 0,
  follow: (followerId: number, followingId: number) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId: number, followingId: number) => Follow.destroy({ where: { followerId, followingId } }),
};
