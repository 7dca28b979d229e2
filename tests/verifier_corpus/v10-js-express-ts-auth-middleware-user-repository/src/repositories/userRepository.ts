import { User } from '../models/User';

export const userRepository = {
  findById(id: number): Promise<User | null> {
    return User.findByPk(id);
  },
  findByEmail(email: string): Promise<User | null> {
    return User.findOne({ where: { email } });
  },
  create(data: { username: string; email: string }): Promise<User> {
    return User.create({ ...data, bio: null, image: null });
  },
  async update(user: User, changes: Partial<Pick<User, 'username' | 'email' | 'bio' | 'image'>>): Promise<User> {
    return user.update(changes);
  },
};
