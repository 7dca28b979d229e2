class UserStore {
  constructor({ User }) {
    this.User = User;
  }

  findByEmail(email) {
    return this.User.findOne({ where: { email } });
  }

  findByUsername(username) {
    return this.User.findOne({ where: { username } });
  }

  findById(id) {
    return this.User.findByPk(id);
  }

  create(data) {
    return this.User.create(data);
  }

  async update(id, changes) {
    const user = await this.User.findByPk(id);
    return user.update(changes);
  }
}

module.exports = { UserStore };
