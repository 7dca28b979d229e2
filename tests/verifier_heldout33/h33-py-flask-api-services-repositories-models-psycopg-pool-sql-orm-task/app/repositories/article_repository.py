from psycopg.rows import class_row

from app.models.article import Article


class ArticleRepository:
    def __init__(self, pool):
        self.pool = pool

    def find_by_slug(self, slug):
        with self.pool.connection() as conn:
            cur = conn.cursor(row_factory=class_row(Article))
            cur.execute(
                "SELECT id, slug, title, description, body, author_id, created_at "
                "FROM articles WHERE slug = %s",
                (slug,),
            )
            return cur.fetchone()

    def list(self, tag, limit, offset):
        sql = ("SELECT a.id, a.slug, a.title, a.description, a.body, a.author_id, a.created_at "
               "FROM articles a")
        params = []
        if tag:
            sql += (" JOIN article_tags at ON at.article_id = a.id"
                    " JOIN tags t ON t.id = at.tag_id WHERE t.name = %s")
            params.append(tag)
        sql += " ORDER BY a.created_at DESC LIMIT %s OFFSET %s"
        params += [limit, offset]
        with self.pool.connection() as conn:
            cur = conn.cursor(row_factory=class_row(Article))
            cur.execute(sql, params)
            return cur.fetchall()
