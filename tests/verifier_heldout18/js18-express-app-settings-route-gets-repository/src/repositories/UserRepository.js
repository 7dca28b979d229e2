class UserRepository {
  constructor({ User }) { this.User = User; }
  findByUsername(username) { return this.User.findOne({ where: { username } }); }
  findById(id) { return this.User.findByPk(id); }
  async isFollowing(followerId, user) { return user.hasFollower(followerId); }
  follow(user, followerId) { return user.addFollower(followerId); }
  unfollow(user, followerId) { return user.removeFollower(followerId); }
}
module.exports = UserRepository;
