export function createUserRepository({ User }) {
  return {
    byEmail: (email) => User.findOne({ where: { email } }),
    byId: (id) => User.findByPk(id),
    insert: (values) => User.create(values),
    update: async (id, values) => {
      await User.update(values, { where: { id } });
      return User.findByPk(id);
    },
  };
}
