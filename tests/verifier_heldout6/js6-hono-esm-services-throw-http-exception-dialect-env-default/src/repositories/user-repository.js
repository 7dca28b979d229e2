import { User } from '../models/index.js';

export const userRepository = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  insert: (values) => User.create(values),
  patch: (user, values) => user.update(values),
};
