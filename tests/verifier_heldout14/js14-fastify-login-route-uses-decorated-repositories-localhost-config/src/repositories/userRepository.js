module.exports = (User) => ({
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  findById: (id) => User.findByPk(id),
  create: (attrs) => User.create(attrs),
});
