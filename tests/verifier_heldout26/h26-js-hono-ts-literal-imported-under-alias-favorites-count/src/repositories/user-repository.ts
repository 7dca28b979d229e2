import { Op } from 'sequelize';
import { User } from '../models';

export const userRepository = {
  byId: (id: number) => User.findByPk(id),
  byEmail: (email: string) => User.findOne({ where: { email } }),
  taken: async (email: string, username: string) => (await User.count({ where: { [Op.or]: [{ email }, { username }] } })) > 0,
  create: (data: { email: string; username: string; passwordHash: string }) => User.create({ ...data, bio: null, image: null }),
};
