import type { Models } from '../models/index.js';

export const usersRepository = ({ User }: Models) => ({
  byEmail: (email: string) => User.findOne({ where: { email } }),
  create: (values: { username: string; email: string; password: string }) => User.create(values),
});
