import { User } from '../models/index.js';

export const userRepository = {
  findById: (id) => User.findByPk(id),
};
