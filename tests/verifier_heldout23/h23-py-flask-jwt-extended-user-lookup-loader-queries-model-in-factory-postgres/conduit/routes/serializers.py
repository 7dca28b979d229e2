def user_json(user, token):
    return {"user": {"email": user.email, "token": token, "username": user.username,
                     "bio": user.bio, "image": user.image}}


def profile_json(user, viewer=None):
    following = bool(viewer and user in viewer.following)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def article_json(article, viewer=None):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": article.updated_at.isoformat().replace("+00:00", "Z"),
        "favorited": bool(viewer and viewer in article.favorited_by),
        "favoritesCount": len(article.favorited_by),
        "author": profile_json(article.author, viewer),
    }
