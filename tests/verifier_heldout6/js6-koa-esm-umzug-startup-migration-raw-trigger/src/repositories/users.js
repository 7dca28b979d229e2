import { User } from '../models/index.js';

export const usersRepository = {
  byEmail: (email) => User.findOne({ where: { email } }),
  create: (values) => User.create(values),
};
