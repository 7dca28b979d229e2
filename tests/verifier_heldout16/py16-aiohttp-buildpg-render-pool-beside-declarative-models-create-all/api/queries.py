from buildpg import V, funcs


async def article_by_slug(db, slug):
    return await db.fetchrow_b("SELECT * FROM articles WHERE :where", where=V("slug") == slug)


async def list_articles(db, tag=None, limit=20, offset=0):
    where = V("1") == V("1")
    if tag:
        where = funcs.AND(where, V(":tag") == funcs.ANY(V("tag_list")))
    rows = await db.fetch_b(
        "SELECT * FROM articles WHERE :where ORDER BY created_at DESC LIMIT :limit OFFSET :offset",
        where=where, limit=limit, offset=offset, tag=tag,
    )
    count = await db.fetchval_b("SELECT count(*) FROM articles WHERE :where", where=where, tag=tag)
    return rows, count
