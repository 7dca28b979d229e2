import { Hono } from 'hono'
import { Op } from 'sequelize'
import { sequelize, Article, User } from './db.js'
import { config } from './config.js'

export const articles = new Hono()

articles.get('/articles', async (c) => {
  const { author, favorited } = c.req.query()
  const limit = Number(c.req.query('limit')) || config.pageSize
  const offset = Number(c.req.query('offset')) || 0
  const where = {}
  if (favorited) {
    where.id = {
      [Op.in]: sequelize.literal(
        `(SELECT f."articleId" FROM "Favorites" f JOIN "Users" u ON u.id = f."userId" WHERE u.username = ${sequelize.escape(favorited)})`,
      ),
    }
  }
  const { rows, count } = await Article.findAndCountAll({
    where,
    include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  })
  return c.json({ articles: rows.map((a) => a.toJSON()), articlesCount: count })
})
