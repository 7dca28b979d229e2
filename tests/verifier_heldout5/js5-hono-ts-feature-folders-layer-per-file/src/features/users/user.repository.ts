import { Op } from 'sequelize';
import { User, Follow } from './user.model.js';

export const userRepository = {
  findById: (id: number) => User.findByPk(id),
  findByEmail: (email: string) => User.findOne({ where: { email } }),
  findByUsername: (username: string) => User.findOne({ where: { username } }),
  existsWith: (email: string, username: string) =>
    User.count({ where: { [Op.or]: [{ email }, { username }] } }).then((n) => n > 0),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create(data),
  update: (user: User, changes: Partial<Pick<User, 'username' | 'email' | 'passwordHash' | 'bio' | 'image'>>) =>
    user.update(changes),
  isFollowing: (followerId: number, followingId: number) =>
    Follow.count({ where: { followerId, followingId } }).then((n) => n > 0),
  follow: (followerId: number, followingId: number) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId: number, followingId: number) => Follow.destroy({ where: { followerId, followingId } }),
};
