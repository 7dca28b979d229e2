import { User } from '../models/index.js';

export const userRepository = {
  byEmail: (email) => User.findOne({ where: { email } }),
  insert: (data) => User.create(data),
};
