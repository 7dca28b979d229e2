from blog.models.article import Article


class ArticleRepository:
    def __init__(self, conn):
        self.conn = conn

    async def search(self, author, tag, limit, offset):
        sql = "SELECT * FROM articles WHERE 1=1"
        params = []
        if author:
            sql += " AND author = ?"
            params.append(author)
        if tag:
            sql += " AND (',' || tags || ',') LIKE ?"
            params.append(f"%,{tag},%")
        sql += " ORDER BY created_at DESC LIMIT ? OFFSET ?"
        params += [limit, offset]
        async with self.conn.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return [Article(r["id"], r["slug"], r["title"], r["author"],
                        [t for t in r["tags"].split(",") if t], r["created_at"]) for r in rows]
