def article_json(article, viewer_id: int | None = None) -> dict:
    tag_list = sorted(article.tags.values_list("name", flat=True))
    favorites_count = article.favorited_by.count()
    favorited = viewer_id is not None and article.favorited_by.filter(pk=viewer_id).exists()
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": tag_list,
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": favorited,
        "favoritesCount": favorites_count,
        "author": {
            "username": article.author.username,
            "bio": article.author.bio,
            "image": article.author.image,
            "following": False,
        },
    }
