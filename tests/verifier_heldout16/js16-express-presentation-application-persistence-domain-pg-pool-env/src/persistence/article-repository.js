const { Article } = require('../domain/article');

class ArticleRepository {
  constructor(pool) { this.pool = pool; }

  async allTags() {
    const { rows } = await this.pool.query('SELECT DISTINCT unnest(tag_list) AS tag FROM articles');
    return rows.map((r) => r.tag);
  }

  async bySlug(slug) {
    const { rows } = await this.pool.query('SELECT * FROM articles WHERE slug = $1', [slug]);
    return rows[0] ? new Article(rows[0]) : null;
  }
}

module.exports = { ArticleRepository };
