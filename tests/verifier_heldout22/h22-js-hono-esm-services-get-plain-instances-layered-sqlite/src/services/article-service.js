import { articleRepository } from '../repositories/article-repository.js';

function present(instance) {
  const { id, authorId, ...article } = instance.get({ plain: true });
  return { ...article, tagList: [], favorited: false, favoritesCount: 0 };
}

export async function getArticle(slug) {
  const found = await articleRepository.findBySlug(slug);
  return found ? present(found) : null;
}

export async function updateArticle(slug, userId, input) {
  const found = await articleRepository.findBySlug(slug);
  if (!found) return { status: 404 };
  const current = found.toJSON();
  if (current.authorId !== userId) return { status: 403 };
  const changes = {};
  for (const key of ['title', 'description', 'body']) if (input[key] !== undefined) changes[key] = input[key];
  if (changes.title) changes.slug = changes.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const updated = await articleRepository.update(current.id, changes);
  return { status: 200, article: present(updated) };
}
