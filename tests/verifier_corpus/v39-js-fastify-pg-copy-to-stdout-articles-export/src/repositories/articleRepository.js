import copyStreams from 'pg-copy-streams';
import { sequelize, Article } from '../models/index.js';

export async function findBySlug(slug) {
  return Article.findOne({ where: { slug } });
}

export async function exportCsv() {
  const client = await sequelize.connectionManager.getConnection();
  const stream = client.query(copyStreams.to('COPY "Articles" (slug, title, body) TO STDOUT WITH (FORMAT csv, HEADER)'));
  stream.on('end', () => sequelize.connectionManager.releaseConnection(client));
  stream.on('error', () => sequelize.connectionManager.releaseConnection(client));
  return stream;
}
