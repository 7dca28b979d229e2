import { articleRepository } from '../repositories/article.repository.js'
import { listQuerySchema } from '../routes/validators.js'
import type { Article } from '../models/index.js'

const toView = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [] as string[],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.authorName, bio: null, image: null, following: false },
})

export const articleService = {
  // Accepts the raw query so callers other than HTTP get the same defaults.
  async list(rawQuery: Record<string, string | undefined>) {
    const { limit, offset } = listQuerySchema.parse(rawQuery)
    const { rows, count } = await articleRepository.page(limit, offset)
    return { articles: rows.map(toView), articlesCount: count }
  },

  async create(authorName: string, input: { title: string; description: string; body: string }) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`
    return toView(await articleRepository.insert({ ...input, slug, authorName }))
  },

  async get(slug: string) {
    const a = await articleRepository.bySlug(slug)
    return a ? toView(a) : null
  },
}
