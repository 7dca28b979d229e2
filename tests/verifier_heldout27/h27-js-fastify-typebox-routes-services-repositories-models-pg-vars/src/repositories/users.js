import { User, Follow } from '../models/index.js';

export const usersRepository = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  byUsername: (username) => User.findOne({ where: { username } }),
  insert: (attrs) => User.create(attrs),
  async follows(followerId, followedId) {
    if (!followerId) return false;
    return (await Follow.count({ where: { followerId, followedId } })) > 0;
  },
  follow: (followerId, followedId) => Follow.findOrCreate({ where: { followerId, followedId } }),
  unfollow: (followerId, followedId) => Follow.destroy({ where: { followerId, followedId } }),
};
