import { sql } from '../infra/database.js';

export const feedRepository = {
  async page(userId, { limit, offset }) {
    const rows = await sql`
      select a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
             u.username, u.bio, u.image
        from articles a
        join follows f on f.following_id = a.author_id
        join users u on u.id = a.author_id
       where f.follower_id = ${userId}
       order by a.created_at desc
       limit ${limit} offset ${offset}`;
    const [{ count }] = await sql`
      select count(*)::int as count from articles a
        join follows f on f.following_id = a.author_id
       where f.follower_id = ${userId}`;
    return { rows, count };
  },
};
