import { Op } from 'sequelize';
import { ArticleEntity, UserEntity } from '../entities';

const withAuthor = { model: UserEntity, as: 'author' };

export const articleRepo = {
  bySlug: (slug: string) => ArticleEntity.findOne({ where: { slug }, include: [withAuthor] }),
  page: (opts: { tag?: string; authorId?: number; limit: number; offset: number }) =>
    ArticleEntity.findAndCountAll({
      where: {
        ...(opts.tag ? { tagList: { [Op.contains]: [opts.tag] } } : {}),
        ...(opts.authorId ? { authorId: opts.authorId } : {}),
      },
      include: [withAuthor],
      order: [['createdAt', 'DESC']],
      limit: opts.limit,
      offset: opts.offset,
    }),
  insert: (data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) =>
    ArticleEntity.create(data),
  remove: (id: number) => ArticleEntity.destroy({ where: { id } }),
  distinctTags: async () => {
    const rows = await ArticleEntity.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))];
  },
};
