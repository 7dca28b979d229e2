const { db } = require('../db/knex');

const base = () => db('articles as a')
  .join('users as u', 'u.id', 'a.author_id')
  .select('a.*', 'u.username', 'u.bio', 'u.image');

module.exports = {
  async list({ tag, author, limit = 20, offset = 0 }) {
    const q = base();
    if (tag) q.whereRaw('? = ANY(a.tag_list)', [tag]);
    if (author) q.where('u.username', author);
    const [{ count }] = await q.clone().clearSelect().count({ count: '*' });
    const rows = await q.orderBy('a.created_at', 'desc').limit(limit).offset(offset);
    return { rows, count: Number(count) };
  },
  bySlug: (slug) => base().where('a.slug', slug).first(),
  async create(article) {
    const [row] = await db('articles').insert(article).returning('slug');
    return row.slug;
  },
  async tags() {
    const rows = await db('articles').select(db.raw('DISTINCT unnest(tag_list) AS tag')).orderBy('tag');
    return rows.map((r) => r.tag);
  },
};
