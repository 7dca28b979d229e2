import { Article, ArticleTag, User } from '../models'

export function toArticleJson(a: Article, tags: string[]) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: tags,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
  }
}

export async function createArticle(
  authorId: number,
  input: { title: string; description: string; body: string; tagList?: string[] },
) {
  const slug = input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now().toString(36)
  const article = await Article.create({ ...input, slug, authorId })
  const tags = input.tagList ?? []
  await ArticleTag.bulkCreate(tags.map((tag) => ({ articleId: article.id, tag })))
  const full = await Article.findByPk(article.id, { include: [{ model: User, as: 'author' }] })
  return toArticleJson(full!, tags)
}

export async function getArticle(slug: string) {
  const article = await Article.findOne({
    where: { slug },
    include: [{ model: User, as: 'author' }, { model: ArticleTag, as: 'tags' }],
  })
  if (!article) return null
  const tags = ((article.get('tags') as ArticleTag[]) ?? []).map((t) => t.tag)
  return toArticleJson(article, tags)
}
