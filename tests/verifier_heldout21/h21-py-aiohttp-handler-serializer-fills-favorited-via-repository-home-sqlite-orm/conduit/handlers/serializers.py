"""Shape API responses."""
from conduit.models import Article
from conduit.repositories.favorites import FavoriteRepository

_favorites = FavoriteRepository()


async def article_json(article: Article, viewer_id: int | None) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "body": article.body,
        "favoritesCount": await _favorites.count(article.id),
        "favorited": viewer_id is not None and await _favorites.exists(viewer_id, article.id),
    }
