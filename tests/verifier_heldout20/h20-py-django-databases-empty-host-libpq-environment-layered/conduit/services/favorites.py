from conduit.data import article_store


class ArticleMissing(Exception):
    pass


def favorite(slug: str, user_id: int) -> dict:
    article = article_store.by_slug(slug)
    if article is None:
        raise ArticleMissing(slug)
    article_store.add_favorite(user_id, article)
    return {"slug": article.slug, "title": article.title, "body": article.body,
            "favorited": True, "favoritesCount": article_store.favorites_count(article)}
