import { User } from '../models/user.js';

export const usersRepository = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  create: (data) => User.create(data),
  update: async (id, patch) => {
    const user = await User.findByPk(id);
    if (!user) return null;
    return user.update(patch);
  },
};
