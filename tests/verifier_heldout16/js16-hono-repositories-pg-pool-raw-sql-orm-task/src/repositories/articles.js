import { pool } from '../db/pool.js';

export async function findBySlug(slug) {
  const { rows } = await pool.query(
    `SELECT a.*, u.username, u.bio, u.image,
            COALESCE(array_agg(t.name) FILTER (WHERE t.name IS NOT NULL), '{}') AS tag_list
       FROM articles a
       JOIN users u ON u.id = a.author_id
       LEFT JOIN tags t ON t.article_id = a.id
      WHERE a.slug = $1
      GROUP BY a.id, u.id`,
    [slug],
  );
  return rows[0] ?? null;
}

export async function insert({ slug, title, description, body, authorId, tagList }) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      'INSERT INTO articles (slug, title, description, body, author_id) VALUES ($1,$2,$3,$4,$5) RETURNING id',
      [slug, title, description, body, authorId],
    );
    for (const name of tagList ?? []) {
      await client.query('INSERT INTO tags (article_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [rows[0].id, name]);
    }
    await client.query('COMMIT');
    return rows[0].id;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}
