import { User } from '../models/index.js';

export const createUserRepository = () => ({
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  findByUsername: (username) => User.findOne({ where: { username } }),
  insert: (fields) => User.create(fields),
  async update(id, fields) {
    await User.update(fields, { where: { id } });
    return User.findByPk(id);
  },
});
