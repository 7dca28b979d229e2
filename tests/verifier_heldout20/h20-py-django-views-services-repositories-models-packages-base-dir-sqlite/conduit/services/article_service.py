from conduit.repositories import article_repository as articles
from conduit.services.errors import NotFound


def get_article(slug: str) -> dict:
    article = articles.get_by_slug(slug)
    if article is None:
        raise NotFound(slug)
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [], "createdAt": article.created_at.isoformat(),
            "updatedAt": article.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}
