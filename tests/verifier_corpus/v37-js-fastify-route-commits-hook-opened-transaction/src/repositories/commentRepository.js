import { Comment } from '../models/comment.js';

export const insert = (fields, transaction) => Comment.create(fields, { transaction });
export const findById = (id, transaction) => Comment.findByPk(id, { transaction });
export const destroy = (comment, transaction) => comment.destroy({ transaction });
