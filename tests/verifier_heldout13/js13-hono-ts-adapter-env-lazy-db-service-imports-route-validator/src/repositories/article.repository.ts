import { Article, Comment } from '../models/index.js'

export const articleRepository = {
  page(limit: number, offset: number) {
    return Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset })
  },
  bySlug(slug: string) {
    return Article.findOne({ where: { slug } })
  },
  insert(data: { slug: string; title: string; description: string; body: string; authorName: string }) {
    return Article.create(data)
  },
  comments(articleId: number) {
    return Comment.findAll({ where: { articleId }, order: [['createdAt', 'ASC']] })
  },
}
