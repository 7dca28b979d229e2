const Router = require('@koa/router');
const { pool } = require('../data/pg');
const relations = require('../data/relations');
const { auth } = require('../auth');

const router = new Router();

async function present(row, viewerId) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList: [],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    favorited: viewerId ? await relations.hasFavorited(viewerId, row.id) : false,
    favoritesCount: await relations.favoritesCount(row.id),
    author: { username: row.username, bio: row.bio, image: row.image, following: false },
  };
}

const SELECT = 'SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id';

router.get('/articles/feed', auth(true), async (ctx) => {
  const ids = await relations.followingIds(ctx.state.userId);
  const { rows } = await pool.query(`${SELECT} WHERE a.author_id = ANY($1::int[]) ORDER BY a.created_at DESC`, [ids]);
  ctx.body = { articles: await Promise.all(rows.map((r) => present(r, ctx.state.userId))), articlesCount: rows.length };
});

router.post('/articles/:slug/favorite', auth(true), async (ctx) => {
  const { rows } = await pool.query(`${SELECT} WHERE a.slug = $1`, [ctx.params.slug]);
  if (!rows[0]) ctx.throw(404, 'article not found');
  await relations.favorite(ctx.state.userId, rows[0].id);
  ctx.body = { article: await present(rows[0], ctx.state.userId) };
});

module.exports = router;
