import { CommentModel, UserModel, type CommentRecord } from '../models';

export class CommentRepository {
  async forArticle(articleSlug: string): Promise<CommentRecord[]> {
    const rows = await CommentModel.findAll({
      where: { articleSlug },
      include: [{ model: UserModel, as: 'author', attributes: ['id', 'username', 'bio', 'image'] }],
      order: [['createdAt', 'ASC']],
      raw: true,
      nest: true,
    });
    return rows as unknown as CommentRecord[];
  }

  async add(articleSlug: string, authorId: number, body: string): Promise<number> {
    const created = await CommentModel.create({ articleSlug, authorId, body });
    return created.get('id') as number;
  }

  async remove(id: number, authorId: number): Promise<boolean> {
    return (await CommentModel.destroy({ where: { id, authorId } })) > 0;
  }
}
