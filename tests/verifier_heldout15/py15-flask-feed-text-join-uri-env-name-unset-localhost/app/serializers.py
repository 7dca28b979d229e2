def article_to_json(article, viewer=None):
    return {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "tagList": [], "createdAt": article.created_at.isoformat() + "Z",
        "updatedAt": article.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": viewer is not None},
    }
