'use strict'
const slugify = require('slugify')
const { Article, Comment } = require('../models')

async function getBySlug (slug) {
  const article = await Article.findOne({ where: { slug } })
  if (!article) {
    const err = new Error('article not found')
    err.statusCode = 404
    throw err
  }
  return article
}

module.exports = {
  getBySlug,
  async create (authorId, { title, description, body }) {
    const slug = slugify(`${title} ${Date.now()}`, { lower: true })
    return Article.create({ slug, title, description, body, authorId })
  },
  async remove (slug, userId) {
    const article = await getBySlug(slug)
    if (article.authorId !== userId) {
      const err = new Error('forbidden')
      err.statusCode = 403
      throw err
    }
    await article.destroy()
  },
  async comments (slug) {
    const article = await getBySlug(slug)
    return Comment.findAll({ where: { ArticleId: article.id }, order: [['createdAt', 'DESC']] })
  }
}
