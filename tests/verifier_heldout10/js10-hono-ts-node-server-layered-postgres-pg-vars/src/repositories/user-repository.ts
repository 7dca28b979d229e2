import { UserModel, type User } from '../models/user';

const plain = (m: UserModel | null): User | null => (m ? (m.get({ plain: true }) as User) : null);

export const userRepository = {
  async byEmail(email: string) {
    return plain(await UserModel.findOne({ where: { email } }));
  },
  async byUsername(username: string) {
    return plain(await UserModel.findOne({ where: { username } }));
  },
  async byId(id: number) {
    return plain(await UserModel.findByPk(id));
  },
  async insert(data: Omit<User, 'id' | 'bio' | 'image'>) {
    return plain(await UserModel.create({ ...data, bio: null, image: null })) as User;
  },
  async update(id: number, changes: Partial<Omit<User, 'id'>>) {
    await UserModel.update(changes, { where: { id } });
    return this.byId(id);
  },
};
