import { QueryTypes } from 'sequelize'
import { sequelize } from '../db'

export async function listTags(): Promise<string[]> {
  const rows = await sequelize.query<{ tag: string }>(
    'SELECT DISTINCT tag FROM article_tags ORDER BY tag',
    { type: QueryTypes.SELECT },
  )
  return rows.map((r) => r.tag)
}
