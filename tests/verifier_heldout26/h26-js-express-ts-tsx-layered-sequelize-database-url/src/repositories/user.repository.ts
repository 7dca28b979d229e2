import { Op } from 'sequelize';
import { User, Follow } from '../models';

export class UserRepository {
  findById(id: number) {
    return User.findByPk(id);
  }

  findByEmail(email: string) {
    return User.findOne({ where: { email } });
  }

  findByUsername(username: string) {
    return User.findOne({ where: { username } });
  }

  async isTaken(email: string, username: string, exceptId?: number) {
    const where: Record<string | symbol, unknown> = { [Op.or]: [{ email }, { username }] };
    if (exceptId) where.id = { [Op.ne]: exceptId };
    return (await User.count({ where })) > 0;
  }

  create(data: { email: string; username: string; passwordHash: string }) {
    return User.create({ ...data, bio: null, image: null });
  }

  update(user: User, changes: Partial<Pick<User, 'email' | 'username' | 'passwordHash' | 'bio' | 'image'>>) {
    return user.update(changes);
  }

  async isFollowing(followerId: number, followingId: number) {
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  }

  async follow(followerId: number, followingId: number) {
    await Follow.findOrCreate({ where: { followerId, followingId } });
  }

  async unfollow(followerId: number, followingId: number) {
    await Follow.destroy({ where: { followerId, followingId } });
  }
}
