import { User } from '../models/index.js';

export const usersRepo = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  add: (values) => User.create(values),
  patch: async (id, values) => {
    await User.update(values, { where: { id } });
    return User.findByPk(id);
  },
};
