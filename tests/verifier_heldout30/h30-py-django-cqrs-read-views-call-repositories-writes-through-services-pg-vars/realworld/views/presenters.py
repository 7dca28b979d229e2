from realworld.repositories import authors


def profile(author, viewer):
    return {"username": author.username, "bio": author.bio, "image": author.image,
            "following": authors.is_following(viewer, author)}


def article(a, viewer):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags.all()), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": bool(getattr(a, "favorited", False)),
            "favoritesCount": getattr(a, "favorites_count", 0), "author": profile(a.author, viewer)}


def comment(c, viewer):
    return {"id": c.pk, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.updated_at.isoformat(), "author": profile(c.author, viewer)}
