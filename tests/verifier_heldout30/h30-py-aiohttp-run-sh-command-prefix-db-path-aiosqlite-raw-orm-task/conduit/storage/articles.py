import aiosqlite


async def insert(conn: aiosqlite.Connection, **a) -> int:
    cur = await conn.execute(
        "INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at) "
        "VALUES (:slug, :title, :description, :body, :author_id, :created_at, :updated_at)", a)
    await conn.commit()
    return cur.lastrowid


async def page(conn: aiosqlite.Connection, limit: int, offset: int):
    async with conn.execute(
        "SELECT a.*, u.username, u.bio, u.image, "
        "(SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count "
        "FROM articles a JOIN users u ON u.id = a.author_id ORDER BY a.created_at DESC LIMIT ? OFFSET ?",
        (limit, offset),
    ) as cur:
        rows = await cur.fetchall()
    async with conn.execute("SELECT COUNT(*) FROM articles") as cur:
        (total,) = await cur.fetchone()
    return rows, total


async def favorite(conn: aiosqlite.Connection, user_id: int, slug: str) -> bool:
    cur = await conn.execute(
        "INSERT OR IGNORE INTO favorites (user_id, article_id) SELECT ?, id FROM articles WHERE slug = ?",
        (user_id, slug))
    await conn.commit()
    return cur.rowcount >= 0
