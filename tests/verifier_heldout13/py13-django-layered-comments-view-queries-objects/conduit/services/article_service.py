from conduit.repositories import article_repository


class ArticleNotFound(Exception):
    pass


def get_article(slug: str) -> dict:
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [], "favorited": False, "favoritesCount": 0,
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}
