import { Comment, User } from '../models/index.js';

export const commentRepository = {
  bySlug: (articleSlug) => Comment.findAll({ where: { articleSlug }, include: [{ model: User, as: 'author' }] }),
  create: (data) => Comment.create(data),
};
