from app.repositories import article_repository


class ArticleNotFound(Exception):
    pass


def get_article(slug):
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return article


def serialize(article):
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": [], "createdAt": article.created_at.isoformat() + "Z",
        "updatedAt": article.created_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
        "author": {"username": article.author.username, "bio": None, "image": None, "following": False},
    }
