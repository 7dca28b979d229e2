def article_json(a, viewer) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": viewer is not None and any(u.id == viewer.id for u in a.favorited_by),
            "favoritesCount": len(a.favorited_by),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}
