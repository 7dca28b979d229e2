import { User } from '../domain/user.js';

export class UserRepository {
  constructor(db) {
    this.db = db;
  }

  create(data) {
    return User.create(data);
  }

  findByEmail(email) {
    return User.findOne({ where: { email } });
  }

  findById(id) {
    return User.findByPk(id);
  }

  findByUsername(username) {
    return User.findOne({ where: { username } });
  }

  async isFollowing(followerId, user) {
    if (!followerId) return false;
    return user.hasFollower(followerId);
  }
}
