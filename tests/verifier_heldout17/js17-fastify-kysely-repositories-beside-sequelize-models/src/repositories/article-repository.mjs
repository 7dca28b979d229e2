import { sql } from 'kysely';
import { db } from './db.mjs';
import { Article } from '../models/index.mjs';

export const articleRepository = {
  async list({ limit, offset }) {
    const rows = await db.selectFrom('articles as a')
      .innerJoin('users as u', 'u.id', 'a.author_id')
      .select(['a.slug', 'a.title', 'a.description', 'a.body', 'a.created_at', 'a.updated_at', 'u.username', 'u.bio', 'u.image'])
      .select((eb) => eb.selectFrom('favorites as f').whereRef('f.article_id', '=', 'a.id').select(sql`count(*)::int`.as('n')).as('favorites_count'))
      .orderBy('a.created_at', 'desc').limit(limit).offset(offset).execute();
    const { count } = await db.selectFrom('articles').select(db.fn.countAll().as('count')).executeTakeFirstOrThrow();
    return { rows, count: Number(count) };
  },
  create: (attrs) => Article.create(attrs),
};
