class UserRepository {
  constructor({ models }) {
    this.User = models.User;
  }

  findById(id) {
    return this.User.findByPk(id);
  }

  findByEmail(email) {
    return this.User.findOne({ where: { email } });
  }

  findByUsername(username) {
    return this.User.findOne({ where: { username } });
  }

  create(data) {
    return this.User.create(data);
  }

  async update(user, changes) {
    return user.update(changes);
  }

  async isFollowing(follower, followee) {
    if (!follower) return false;
    return followee.hasFollower(follower.id);
  }

  follow(follower, followee) {
    return followee.addFollower(follower.id);
  }

  unfollow(follower, followee) {
    return followee.removeFollower(follower.id);
  }
}

module.exports = UserRepository;
