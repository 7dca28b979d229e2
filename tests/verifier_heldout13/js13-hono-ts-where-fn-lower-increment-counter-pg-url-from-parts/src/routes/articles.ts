import { Hono } from 'hono'
import { verify } from 'hono/jwt'
import { col, fn } from 'sequelize'
import { sequelize } from '../db/connection.js'
import { Article, Favorite, User } from '../db/models.js'
import { SECRET } from './users.js'

export const articles = new Hono()

async function uid(header?: string) {
  if (!header?.startsWith('Token ')) return undefined
  try {
    return (await verify(header.slice(6), SECRET)).id as number
  } catch {
    return undefined
  }
}

const view = (a: Article, favorited: boolean) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited, favoritesCount: a.favoritesCount,
  author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
})

const withAuthor = { include: [{ model: User, as: 'author' }] }

articles.post('/articles/:slug/favorite', async (c) => {
  const me = await uid(c.req.header('Authorization'))
  if (!me) return c.json({ errors: { token: ['missing'] } }, 401)
  const article = await Article.findOne({ where: { slug: c.req.param('slug') }, ...withAuthor })
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404)
  await sequelize.transaction(async (transaction) => {
    const [, created] = await Favorite.findOrCreate({ where: { userId: me, articleId: article.id }, transaction })
    if (created) await Article.increment('favoritesCount', { by: 1, where: { id: article.id }, transaction })
  })
  await article.reload(withAuthor)
  return c.json({ article: view(article, true) })
})

articles.delete('/articles/:slug/favorite', async (c) => {
  const me = await uid(c.req.header('Authorization'))
  if (!me) return c.json({ errors: { token: ['missing'] } }, 401)
  const article = await Article.findOne({ where: { slug: c.req.param('slug') }, ...withAuthor })
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404)
  await sequelize.transaction(async (transaction) => {
    const removed = await Favorite.destroy({ where: { userId: me, articleId: article.id }, transaction })
    if (removed) await Article.decrement('favoritesCount', { by: 1, where: { id: article.id }, transaction })
  })
  await article.reload(withAuthor)
  return c.json({ article: view(article, false) })
})

// favorited flag: count of this viewer's favourite rows for the article
articles.get('/articles/:slug', async (c) => {
  const me = await uid(c.req.header('Authorization'))
  const article = await Article.findOne({ where: { slug: c.req.param('slug') }, ...withAuthor })
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404)
  const [row] = (await Favorite.findAll({
    attributes: [[fn('COUNT', col('articleId')), 'n']],
    where: { articleId: article.id, ...(me ? { userId: me } : { userId: -1 }) },
    raw: true,
  })) as unknown as Array<{ n: string }>
  return c.json({ article: view(article, Number(row.n) > 0) })
})
