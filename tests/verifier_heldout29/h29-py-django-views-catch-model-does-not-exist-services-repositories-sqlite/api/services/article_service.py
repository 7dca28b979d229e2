from api.models import Article
from api.repositories import article_repository


def _present(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [], "createdAt": article.created_at.isoformat(),
            "updatedAt": article.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


def get_article(slug: str) -> dict:
    return _present(article_repository.get_by_slug(slug))
