from conduit.models import Article, User

SELECT = """
SELECT a.*, u.id AS uid, u.username, u.email, u.password_hash, u.bio, u.image
FROM articles a JOIN users u ON u.id = a.author_id
"""


class ArticleRepository:
    def __init__(self, conn):
        self.conn = conn

    async def _tags(self, article_id: int) -> list[str]:
        async with self.conn.execute(
            "SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id "
            "WHERE at.article_id = ? ORDER BY t.name", (article_id,)
        ) as cur:
            return [r[0] for r in await cur.fetchall()]

    async def _build(self, row) -> Article:
        author = User(row["uid"], row["username"], row["email"], row["password_hash"], row["bio"], row["image"])
        return Article(row["id"], row["slug"], row["title"], row["description"], row["body"],
                       row["created_at"], row["updated_at"], author, await self._tags(row["id"]))

    async def page(self, tag=None, author=None, limit=20, offset=0):
        where, args = [], []
        if tag:
            where.append("a.id IN (SELECT at.article_id FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE t.name = ?)")
            args.append(tag)
        if author:
            where.append("u.username = ?")
            args.append(author)
        clause = (" WHERE " + " AND ".join(where)) if where else ""
        async with self.conn.execute(f"SELECT COUNT(*) FROM articles a JOIN users u ON u.id = a.author_id{clause}", args) as cur:
            total = (await cur.fetchone())[0]
        async with self.conn.execute(f"{SELECT}{clause} ORDER BY a.created_at DESC LIMIT ? OFFSET ?", [*args, limit, offset]) as cur:
            rows = await cur.fetchall()
        return [await self._build(r) for r in rows], total

    async def by_slug(self, slug: str):
        async with self.conn.execute(f"{SELECT} WHERE a.slug = ?", (slug,)) as cur:
            row = await cur.fetchone()
        return await self._build(row) if row else None

    async def create(self, author_id: int, tag_names: list[str], **fields):
        cur = await self.conn.execute(
            "INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)",
            (fields["slug"], fields["title"], fields["description"], fields["body"], author_id),
        )
        for name in tag_names:
            await self.conn.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (name,))
            await self.conn.execute(
                "INSERT INTO article_tags (article_id, tag_id) SELECT ?, id FROM tags WHERE name = ?",
                (cur.lastrowid, name),
            )
        await self.conn.commit()
        return await self.by_slug(fields["slug"])

    async def tag_names(self) -> list[str]:
        async with self.conn.execute("SELECT name FROM tags ORDER BY name") as cur:
            return [r[0] for r in await cur.fetchall()]
