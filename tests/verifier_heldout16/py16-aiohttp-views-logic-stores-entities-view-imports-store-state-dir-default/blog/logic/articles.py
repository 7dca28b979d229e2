from blog.stores import article_store


class Missing(Exception):
    pass


async def get_article(sessions, slug):
    article = await article_store.by_slug(sessions, slug)
    if article is None:
        raise Missing(slug)
    return article
