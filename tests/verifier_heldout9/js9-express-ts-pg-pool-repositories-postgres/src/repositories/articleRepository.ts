import { pool } from '../db/pool';

export async function findBySlug(slug: string) {
  const { rows } = await pool.query(
    `SELECT a.*, u.username, u.bio, u.image
       FROM articles a JOIN users u ON u.id = a.author_id
      WHERE a.slug = $1`,
    [slug],
  );
  return rows[0];
}

export async function list(limit: number, offset: number) {
  const { rows } = await pool.query(
    `SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id
      ORDER BY a.created_at DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows;
}
