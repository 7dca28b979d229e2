'use strict';
const { toArticle } = require('../models/article');

class ArticleRepository {
  constructor(pg) { this.pg = pg; }

  async bySlug(slug) {
    const { rows } = await this.pg.query('SELECT * FROM articles WHERE slug = $1', [slug]);
    if (!rows[0]) return null;
    const tags = await this.pg.query('SELECT name FROM tags WHERE article_id = $1 ORDER BY name', [rows[0].id]);
    return toArticle(rows[0], tags.rows.map((t) => t.name));
  }

  async insert({ slug, title, description, body, authorId, tagList }) {
    const client = await this.pg.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(
        'INSERT INTO articles (slug, title, description, body, author_id) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [slug, title, description, body, authorId],
      );
      for (const name of tagList) {
        await client.query('INSERT INTO tags (article_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [rows[0].id, name]);
      }
      await client.query('COMMIT');
      return toArticle(rows[0], [...tagList].sort());
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }
}

module.exports = { ArticleRepository };
