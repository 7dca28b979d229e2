import { commentsRepo } from '../repositories/comments.js';

const view = (c) => ({
  id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

export async function list(slug) {
  return (await commentsRepo.forArticle(slug)).map(view);
}

export async function add(slug, user, body) {
  const c = await commentsRepo.insert({ articleSlug: slug, authorId: user.id, body });
  c.author = user;
  return view(c);
}

export async function remove(id, user) {
  const c = await commentsRepo.byId(id);
  if (!c) return 404;
  if (c.authorId !== user.id) return 403;
  await commentsRepo.remove(id);
  return 200;
}
