import { pool } from '../db/pool.js'
import { Tag } from '../models/tag.js'

export const tagRepository = {
  async all () {
    const { rows } = await pool.query({ text: 'SELECT id, name FROM tags ORDER BY name', rowMode: 'object' })
    return rows.map((r) => new Tag(r))
  },
  async upsert (name) {
    const { rows } = await pool.query({
      text: 'INSERT INTO tags (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id, name',
      values: [name]
    })
    return new Tag(rows[0])
  }
}
