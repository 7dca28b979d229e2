import { User, Follow } from '../models/index.js';

export class UserRepository {
  findById(id) {
    return User.findByPk(id);
  }

  findByEmail(email) {
    return User.findOne({ where: { email } });
  }

  findByUsername(username) {
    return User.findOne({ where: { username } });
  }

  create(data) {
    return User.create(data);
  }

  async update(user, changes) {
    return user.update(changes);
  }

  async isFollowing(followerId, followingId) {
    if (!followerId) return false;
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  }

  follow(followerId, followingId) {
    return Follow.findOrCreate({ where: { followerId, followingId } });
  }

  unfollow(followerId, followingId) {
    return Follow.destroy({ where: { followerId, followingId } });
  }
}
