import { User, Follow } from '../models/index.js';

export const userRepository = {
  findById: (id: number) => User.findByPk(id),
  findByEmail: (email: string) => User.findOne({ where: { email } }),
  findByUsername: (username: string) => User.findOne({ where: { username } }),
  create: (data: { username: string; email: string; passwordHash: string }) => User.create({ ...data, bio: null, image: null }),
  update: (user: User, changes: Partial<Pick<User, 'username' | 'email' | 'passwordHash' | 'bio' | 'image'>>) => user.update(changes),

  async isFollowing(followerId: number | undefined, followingId: number): Promise<boolean> {
    if (!followerId) return false;
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  },
  async follow(followerId: number, followingId: number): Promise<void> {
    await Follow.findOrCreate({ where: { followerId, followingId } });
  },
  async unfollow(followerId: number, followingId: number): Promise<void> {
    await Follow.destroy({ where: { followerId, followingId } });
  },
  async followingIds(followerId: number): Promise<number[]> {
    const rows = await Follow.findAll({ where: { followerId } });
    return rows.map((r) => r.get('followingId') as number);
  },
};
