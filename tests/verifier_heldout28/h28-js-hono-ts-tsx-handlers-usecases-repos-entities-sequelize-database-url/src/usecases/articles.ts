import { ArticleEntity } from '../entities';
import { articleRepo } from '../repos/article-repo';
import { userRepo } from '../repos/user-repo';
import { UseCaseError } from './errors';

const present = (a: ArticleEntity) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
});

export async function listArticles(q: { tag?: string; author?: string; limit?: string; offset?: string }) {
  let authorId: number | undefined;
  if (q.author) {
    const author = await userRepo.byUsername(q.author);
    if (!author) return { articles: [], articlesCount: 0 };
    authorId = author.id;
  }
  const { rows, count } = await articleRepo.page({
    tag: q.tag,
    authorId,
    limit: Number(q.limit ?? 20),
    offset: Number(q.offset ?? 0),
  });
  return { articles: rows.map(present), articlesCount: count };
}

export async function createArticle(userId: number, input: { title: string; description: string; body: string; tagList?: string[] }) {
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await articleRepo.insert({ ...input, tagList: input.tagList ?? [], slug, authorId: userId });
  return present((await articleRepo.bySlug(slug))!);
}

export async function deleteArticle(userId: number, slug: string) {
  const article = await articleRepo.bySlug(slug);
  if (!article) throw new UseCaseError('not_found', 'article not found');
  if (article.authorId !== userId) throw new UseCaseError('forbidden', 'not the author');
  await articleRepo.remove(article.id);
}

export const listTags = () => articleRepo.distinctTags();
