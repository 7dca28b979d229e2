from functools import wraps

from flask import g, request

from conduit.services import auth_service
from conduit.services.errors import ServiceError


def authenticated(optional: bool = False):
    def decorator(fn):
        @wraps(fn)
        def inner(*args, **kwargs):
            header = request.headers.get("Authorization", "")
            if header.startswith("Token "):
                g.user = auth_service.user_from_token(header[6:])
            elif optional:
                g.user = None
            else:
                raise ServiceError("token", "is missing", 401)
            return fn(*args, **kwargs)

        return inner

    return decorator


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
        "author": {
            "username": article.author.username,
            "bio": article.author.bio or "",
            "image": article.author.image,
            "following": bool(viewer and article.author in viewer.following),
        },
    }
