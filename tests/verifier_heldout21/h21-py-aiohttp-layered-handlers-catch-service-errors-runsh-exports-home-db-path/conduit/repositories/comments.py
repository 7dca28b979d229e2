import aiosqlite

from conduit.models import Comment

SCHEMA = """CREATE TABLE IF NOT EXISTS comments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    article_slug TEXT NOT NULL,
    author TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
)"""


class CommentRepository:
    def __init__(self, path: str) -> None:
        self.path = path

    async def init(self) -> None:
        async with aiosqlite.connect(self.path) as db:
            await db.execute(SCHEMA)
            await db.commit()

    async def for_article(self, slug: str) -> list[Comment]:
        async with aiosqlite.connect(self.path) as db:
            cur = await db.execute(
                "SELECT id, article_slug, author, body, created_at FROM comments WHERE article_slug = ? ORDER BY id",
                (slug,))
            return [Comment(*row) for row in await cur.fetchall()]

    async def add(self, slug: str, author: str, body: str) -> Comment:
        async with aiosqlite.connect(self.path) as db:
            cur = await db.execute("INSERT INTO comments (article_slug, author, body) VALUES (?, ?, ?)",
                                   (slug, author, body))
            await db.commit()
            cur = await db.execute("SELECT id, article_slug, author, body, created_at FROM comments WHERE id = ?",
                                   (cur.lastrowid,))
            return Comment(*await cur.fetchone())
