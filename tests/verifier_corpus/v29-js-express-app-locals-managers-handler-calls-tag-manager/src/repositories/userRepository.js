class UserRepository {
  constructor(model) {
    this.model = model;
  }

  findByUsername(username) {
    return this.model.findOne({ where: { username } });
  }
}

module.exports = { UserRepository };
