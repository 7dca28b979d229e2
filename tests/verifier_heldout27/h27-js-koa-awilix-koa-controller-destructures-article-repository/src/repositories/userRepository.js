module.exports = function makeUserRepository({ models }) {
  const { User } = models;
  return {
    byId: (id) => User.findByPk(id),
    byEmail: (email) => User.findOne({ where: { email } }),
    create: (attrs) => User.create(attrs),
  };
};
