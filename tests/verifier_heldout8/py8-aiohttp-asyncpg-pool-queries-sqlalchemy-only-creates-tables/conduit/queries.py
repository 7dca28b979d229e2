"""Data access with asyncpg: the SQLAlchemy metadata creates the schema, queries go through the pool."""

ARTICLE_COLUMNS = """
    a.id, a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
    u.username, u.bio, u.image, u.id AS author_id,
    COALESCE((SELECT array_agg(t.name ORDER BY t.name) FROM article_tags at JOIN tags t ON t.id = at.tag_id
              WHERE at.article_id = a.id), '{}') AS tag_list,
    (SELECT count(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count,
    EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = $1) AS favorited,
    EXISTS (SELECT 1 FROM follows fo WHERE fo.followee_id = a.author_id AND fo.follower_id = $1) AS following
"""


async def user_by_email(conn, email):
    return await conn.fetchrow("SELECT * FROM users WHERE email = $1", email)


async def user_by_id(conn, user_id):
    return await conn.fetchrow("SELECT * FROM users WHERE id = $1", user_id)


async def create_user(conn, username, email, password_hash):
    return await conn.fetchrow(
        "INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *",
        username, email, password_hash,
    )


async def list_articles(conn, viewer_id, tag, author, favorited, limit, offset):
    where, args = [], [viewer_id]
    if tag:
        args.append(tag)
        where.append(f"EXISTS (SELECT 1 FROM article_tags at JOIN tags t ON t.id = at.tag_id "
                     f"WHERE at.article_id = a.id AND t.name = ${len(args)})")
    if author:
        args.append(author)
        where.append(f"u.username = ${len(args)}")
    if favorited:
        args.append(favorited)
        where.append(f"EXISTS (SELECT 1 FROM favorites f JOIN users fu ON fu.id = f.user_id "
                     f"WHERE f.article_id = a.id AND fu.username = ${len(args)})")
    clause = ("WHERE " + " AND ".join(where)) if where else ""
    rows = await conn.fetch(
        f"SELECT {ARTICLE_COLUMNS} FROM articles a JOIN users u ON u.id = a.author_id {clause} "
        f"ORDER BY a.created_at DESC LIMIT {int(limit)} OFFSET {int(offset)}", *args)
    total = await conn.fetchval(
        f"SELECT count(*) FROM articles a JOIN users u ON u.id = a.author_id {clause}", *args)
    return rows, total


async def article_by_slug(conn, viewer_id, slug):
    return await conn.fetchrow(
        f"SELECT {ARTICLE_COLUMNS} FROM articles a JOIN users u ON u.id = a.author_id WHERE a.slug = $2",
        viewer_id, slug)


async def create_article(conn, author_id, slug, title, description, body, tag_list):
    async with conn.transaction():
        article_id = await conn.fetchval(
            "INSERT INTO articles (slug, title, description, body, author_id) VALUES ($1, $2, $3, $4, $5) "
            "RETURNING id", slug, title, description, body, author_id)
        for name in dict.fromkeys(tag_list):
            tag_id = await conn.fetchval(
                "INSERT INTO tags (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name "
                "RETURNING id", name)
            await conn.execute("INSERT INTO article_tags (article_id, tag_id) VALUES ($1, $2)", article_id, tag_id)
    return article_id


async def all_tags(conn):
    return [r["name"] for r in await conn.fetch("SELECT name FROM tags ORDER BY name")]
