class UserRepository {
  constructor({ User, Follow }) {
    this.User = User;
    this.Follow = Follow;
  }

  byId(id) { return this.User.findByPk(id); }
  byEmail(email) { return this.User.findOne({ where: { email } }); }
  byUsername(username) { return this.User.findOne({ where: { username } }); }
  create(attrs) { return this.User.create(attrs); }
  save(user, attrs) { return user.update(attrs); }

  async follows(followerId, followeeId) {
    if (!followerId) return false;
    return (await this.Follow.count({ where: { followerId, followeeId } })) > 0;
  }

  async setFollow(followerId, followeeId, on) {
    if (on) await this.Follow.findOrCreate({ where: { followerId, followeeId } });
    else await this.Follow.destroy({ where: { followerId, followeeId } });
  }

  async followeeIds(followerId) {
    const rows = await this.Follow.findAll({ where: { followerId }, attributes: ['followeeId'] });
    return rows.map((r) => r.followeeId);
  }
}

module.exports = UserRepository;
