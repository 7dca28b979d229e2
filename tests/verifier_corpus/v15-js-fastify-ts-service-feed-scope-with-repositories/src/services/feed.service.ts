import { Article } from '../models/index.js';
import { followedIds } from '../repositories/follow.repository.js';

// The feed: articles of the authors the user follows, newest first. The scopes on the model
// already express "by these authors" and "with the author", so use them directly here.
export async function feed(userId: number, limit = 20, offset = 0) {
  const authors = await followedIds(userId);
  if (authors.length === 0) return { rows: [], count: 0 };
  return Article.scope(['defaultScope', { method: ['byAuthors', authors] }, 'withAuthor']).findAndCountAll({
    limit,
    offset,
    distinct: true,
  });
}
