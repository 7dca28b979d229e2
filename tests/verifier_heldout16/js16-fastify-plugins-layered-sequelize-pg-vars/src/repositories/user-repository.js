class UserRepository {
  constructor({ User }) { this.User = User; }
  findByEmail(email) { return this.User.findOne({ where: { email } }); }
  create(data) { return this.User.create(data); }
}
module.exports = UserRepository;
