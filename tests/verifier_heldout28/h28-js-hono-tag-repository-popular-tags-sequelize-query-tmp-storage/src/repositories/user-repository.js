import { User } from '../models/index.js';

export const userRepository = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  insert: (data) => User.create(data),
};
