import { injectable } from 'tsyringe';
import { Follow, User } from '../models';

@injectable()
export class UserRepository {
  findByEmail(email: string) {
    return User.findOne({ where: { email } });
  }

  findByUsername(username: string) {
    return User.findOne({ where: { username } });
  }

  findById(id: number) {
    return User.findByPk(id);
  }

  create(data: { username: string; email: string; passwordHash: string }) {
    return User.create(data);
  }

  async update(id: number, changes: Partial<Pick<User, 'email' | 'username' | 'bio' | 'image' | 'passwordHash'>>) {
    await User.update(changes, { where: { id } });
    return User.findByPk(id);
  }

  async isFollowing(followerId: number, followingId: number): Promise<boolean> {
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  }

  follow(followerId: number, followingId: number) {
    return Follow.findOrCreate({ where: { followerId, followingId } });
  }

  unfollow(followerId: number, followingId: number) {
    return Follow.destroy({ where: { followerId, followingId } });
  }
}
