from conduit.repositories import article_repository, favorite_repository


class NotFound(Exception):
    pass


def _view(article, user_id):
    return {
        "slug": article.slug,
        "title": article.title,
        "favorited": favorite_repository.is_favorited(article.id, user_id),
        "favoritesCount": favorite_repository.count(article.id),
    }


def favorite(slug: str, user_id: int) -> dict:
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise NotFound(slug)
    favorite_repository.add(article.id, user_id)
    return _view(article, user_id)


def unfavorite(slug: str, user_id: int) -> dict:
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise NotFound(slug)
    favorite_repository.remove(article.id, user_id)
    return _view(article, user_id)
