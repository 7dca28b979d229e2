from psycopg_pool import AsyncConnectionPool


async def user_by_email(pool: AsyncConnectionPool, email: str):
    async with pool.connection() as conn:
        cur = await conn.execute("SELECT * FROM users WHERE email = %s", (email,))
        return await cur.fetchone()


async def user_by_id(pool: AsyncConnectionPool, user_id: int):
    async with pool.connection() as conn:
        cur = await conn.execute("SELECT * FROM users WHERE id = %s", (user_id,))
        return await cur.fetchone()


async def insert_user(pool: AsyncConnectionPool, username: str, email: str, password_hash: str):
    async with pool.connection() as conn:
        cur = await conn.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (%s, %s, %s) RETURNING *",
            (username, email, password_hash),
        )
        return await cur.fetchone()


async def list_articles(pool: AsyncConnectionPool, tag, limit: int, offset: int):
    where, args = "", []
    if tag:
        where = "WHERE a.id IN (SELECT article_id FROM tags WHERE name = %s)"
        args.append(tag)
    async with pool.connection() as conn:
        count = await (await conn.execute(f"SELECT count(*) AS n FROM articles a {where}", args)).fetchone()
        cur = await conn.execute(
            f"""SELECT a.*, u.username, u.bio, u.image,
                       COALESCE((SELECT array_agg(t.name ORDER BY t.name) FROM tags t WHERE t.article_id = a.id),
                                '{{}}') AS tag_list
                FROM articles a JOIN users u ON u.id = a.author_id {where}
                ORDER BY a.created_at DESC LIMIT %s OFFSET %s""",
            [*args, limit, offset],
        )
        return await cur.fetchall(), count["n"]


async def insert_article(pool: AsyncConnectionPool, author_id: int, slug: str, title: str, description: str,
                         body: str, tags: list[str]):
    async with pool.connection() as conn:
        async with conn.transaction():
            cur = await conn.execute(
                "INSERT INTO articles (slug, title, description, body, author_id) VALUES (%s, %s, %s, %s, %s)"
                " RETURNING *",
                (slug, title, description, body, author_id),
            )
            article = await cur.fetchone()
            for name in tags:
                await conn.execute("INSERT INTO tags (article_id, name) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                                   (article["id"], name))
        return article


async def tag_names(pool: AsyncConnectionPool):
    async with pool.connection() as conn:
        cur = await conn.execute("SELECT DISTINCT name FROM tags ORDER BY name")
        return [row["name"] for row in await cur.fetchall()]
