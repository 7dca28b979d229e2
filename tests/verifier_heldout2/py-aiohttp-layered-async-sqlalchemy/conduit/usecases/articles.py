from conduit.dal import articles


async def list_articles(limit: int = 20):
    rows = await articles.recent(limit)
    return [{"slug": a.slug, "title": a.title} for a in rows]
