import { QueryTypes } from 'sequelize';
import { sequelize, Comment } from '../models/index.js';

export interface CommentRow {
  id: number;
  body: string;
  articleId: number;
  authorId: number;
  createdAt: string | Date;
  updatedAt: string | Date;
  author: { id: number; username: string; bio: string | null; image: string | null };
}

// One round trip per comment list instead of include + N lookups.
const LIST_SQL = `
  SELECT c.id, c.body, c."articleId", c."authorId", c."createdAt", c."updatedAt",
         json_build_object('id', u.id, 'username', u.username, 'bio', u.bio, 'image', u.image) AS author
    FROM comments c
    JOIN users u ON u.id = c."authorId"
   WHERE c."articleId" = :articleId
   ORDER BY c."createdAt" DESC`;

export const commentRepository = {
  listForArticle: (articleId: number) =>
    sequelize.query<CommentRow>(LIST_SQL, { replacements: { articleId }, type: QueryTypes.SELECT }),

  async create(data: { body: string; articleId: number; authorId: number }): Promise<CommentRow> {
    const comment = await Comment.create(data);
    const [row] = (await sequelize.query<CommentRow>(`${LIST_SQL.replace('WHERE c."articleId" = :articleId', 'WHERE c.id = :id')}`, {
      replacements: { id: comment.id }, type: QueryTypes.SELECT,
    }));
    return row;
  },

  findById: (id: number) => Comment.findByPk(id),
  remove: (comment: Comment) => comment.destroy(),
};
