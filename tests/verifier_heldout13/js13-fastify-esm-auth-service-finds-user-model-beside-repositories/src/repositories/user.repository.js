import { User } from '../models/user.js';

export const userRepository = {
  findById: (id) => User.findByPk(id),
  findByUsername: (username) => User.findOne({ where: { username } }),
  create: async (data) => {
    const created = await User.create(data);
    return User.findByPk(created.id);
  },
  update: async (id, changes) => {
    await User.update(changes, { where: { id } });
    return User.findByPk(id);
  },
};
