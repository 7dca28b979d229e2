import { QueryTypes } from 'sequelize';
import sql from 'sql-bricks';
import { sequelize } from '../db.js';

const { select } = sql;

// Built with sql-bricks so the statement stays readable; executed on the Sequelize connection.
export async function popularTags(limit = 50) {
  const { text, values } = select('name', 'count(*) AS uses')
    .from('tags')
    .groupBy('name')
    .orderBy('uses DESC', 'name')
    .toParams();
  const rows = await sequelize.query(text, { bind: values, type: QueryTypes.SELECT });
  return rows.slice(0, limit).map((r) => r.name);
}

export async function articleIdsFavoritedBy(username) {
  const { text, values } = select('f.article_id')
    .from('favorites f')
    .join('users u', { 'u.id': 'f.user_id' })
    .where({ 'u.username': username })
    .toParams();
  const rows = await sequelize.query(text, { bind: values, type: QueryTypes.SELECT });
  return rows.map((r) => r.article_id);
}
