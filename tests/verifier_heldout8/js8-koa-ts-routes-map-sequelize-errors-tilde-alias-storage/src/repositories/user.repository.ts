import { User } from '~/models/user';

export const userRepository = {
  create: (data: { email: string; username: string; passwordHash: string }) => User.create(data),
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byId: (id: number) => User.findByPk(id),
  async update(id: number, changes: Partial<{ email: string; username: string; bio: string | null; image: string | null; passwordHash: string }>) {
    const user = await User.findByPk(id);
    if (!user) return null;
    return user.update(changes);
  },
};
