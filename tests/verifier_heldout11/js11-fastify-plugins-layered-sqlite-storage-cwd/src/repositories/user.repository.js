class UserRepository {
  constructor({ User }) { this.User = User; }
  findByEmail(email) { return this.User.findOne({ where: { email } }); }
  findById(id) { return this.User.findByPk(id); }
  create(data) { return this.User.create(data); }
}
module.exports = UserRepository;
