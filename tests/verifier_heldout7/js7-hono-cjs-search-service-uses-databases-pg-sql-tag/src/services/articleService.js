const articleRepository = require('../repositories/articleRepository');
const { db, sql } = require('../db/pool');

function toArticle(row) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList: row.tag_list || [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    favorited: false,
    favoritesCount: 0,
    author: { username: row.username, bio: row.bio, image: row.image, following: false },
  };
}

async function listArticles({ tag, author, limit = 20, offset = 0 }) {
  const filters = [sql`TRUE`];
  if (tag) filters.push(sql`${tag} = ANY(a.tag_list)`);
  if (author) filters.push(sql`u.username = ${author}`);
  const where = sql.join(filters, sql` AND `);

  const rows = await db.query(sql`
    SELECT a.*, u.username, u.bio, u.image
      FROM articles a JOIN users u ON u.id = a.author_id
     WHERE ${where}
     ORDER BY a.created_at DESC
     LIMIT ${Number(limit)} OFFSET ${Number(offset)}`);
  const [{ count }] = await db.query(sql`
    SELECT COUNT(*)::int AS count FROM articles a JOIN users u ON u.id = a.author_id WHERE ${where}`);

  return { articles: rows.map(toArticle), articlesCount: count };
}

async function getArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) return null;
  const plain = article.get({ plain: true });
  return {
    slug: plain.slug,
    title: plain.title,
    description: plain.description,
    body: plain.body,
    tagList: plain.tagList,
    createdAt: plain.createdAt,
    updatedAt: plain.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { ...plain.author, following: false },
  };
}

module.exports = { listArticles, getArticle };
