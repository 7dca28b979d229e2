def article_json(article, viewer=None):
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat() + "Z", "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": bool(viewer and viewer in article.favorited_by),
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio or "",
                   "image": article.author.image,
                   "following": bool(viewer and article.author in viewer.following)},
    }
