import { db } from '../db/connection.js'
import { Comment } from '../models/comment.js'

const insert = db.prepare('INSERT INTO comments (article_slug, author_id, body) VALUES (?, ?, ?)')
const bySlug = db.prepare('SELECT * FROM comments WHERE article_slug = ? ORDER BY created_at DESC')
const byId = db.prepare('SELECT * FROM comments WHERE id = ?')
const remove = db.prepare('DELETE FROM comments WHERE id = ?')

export const commentRepository = {
  add (slug, authorId, body) {
    const { lastInsertRowid } = insert.run(slug, authorId, body)
    return new Comment(byId.get(lastInsertRowid))
  },
  forArticle: (slug) => bySlug.all(slug).map((r) => new Comment(r)),
  find: (id) => {
    const row = byId.get(id)
    return row ? new Comment(row) : null
  },
  delete: (id) => remove.run(id)
}
