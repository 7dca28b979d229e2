from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


async def favorite(session, slug: str, user_id: int, on: bool) -> dict:
    repo = ArticleRepository(session)
    article = await repo.by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    if on:
        await repo.add_favorite(article, user_id)
    else:
        await repo.remove_favorite(article, user_id)
    await session.commit()
    await session.refresh(article)
    return {"slug": article.slug, "title": article.title, "favorited": on, "favoritesCount": article.favorites_count}
