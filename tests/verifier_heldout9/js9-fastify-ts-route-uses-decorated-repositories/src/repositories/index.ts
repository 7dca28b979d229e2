import { User, Follow, Article } from '../models';

export const userRepository = {
  findByUsername: (username: string) => User.findOne({ where: { username } }),
  findById: (id: number) => User.findByPk(id),
};

export const followRepository = {
  async isFollowing(followerId: number | undefined, followingId: number): Promise<boolean> {
    if (!followerId) return false;
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  },
};

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug } }),
};

export type Repositories = {
  users: typeof userRepository;
  follows: typeof followRepository;
  articles: typeof articleRepository;
};
