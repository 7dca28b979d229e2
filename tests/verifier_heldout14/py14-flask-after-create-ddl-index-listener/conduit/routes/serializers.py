from conduit.models import Article, User


def article_json(article: Article, viewer: User | None) -> dict:
    favorited_ids = {u.id for u in article.favorited_by}
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": viewer is not None and viewer.id in favorited_ids,
        "favoritesCount": len(favorited_ids),
        "author": {
            "username": article.author.username,
            "bio": article.author.bio,
            "image": article.author.image,
            "following": False,
        },
    }
