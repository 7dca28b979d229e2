from conduit.interactors.accounts import issue_token


def user_json(user):
    return {"user": {"email": user.email, "token": issue_token(user), "username": user.username,
                     "bio": user.bio or "", "image": user.image}}


def profile_json(user, viewer):
    return {"username": user.username, "bio": user.bio or "", "image": user.image,
            "following": bool(viewer and user in viewer.following)}


def article_json(article, viewer):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": bool(viewer and viewer in article.favorited_by),
        "favoritesCount": len(article.favorited_by),
        "author": profile_json(article.author, viewer),
    }
