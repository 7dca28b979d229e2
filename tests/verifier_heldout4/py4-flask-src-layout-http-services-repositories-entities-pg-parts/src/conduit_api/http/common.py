from functools import wraps

from flask import current_app, g, request

from conduit_api.services import ArticleService, Unauthorized, UserService


def user_service() -> UserService:
    return current_app.extensions["conduit.services"]["users"]


def article_service() -> ArticleService:
    return current_app.extensions["conduit.services"]["articles"]


def _token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    return token if scheme in ("Token", "Bearer") and token else None


def auth(required: bool = True):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            token = _token()
            if token is None:
                if required:
                    raise Unauthorized({"token": ["missing"]})
                g.user = None
            else:
                g.user = user_service().from_token(token)
            return view(*args, **kwargs)
        return wrapper
    return decorator


def profile_json(user, viewer) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image,
            "following": bool(viewer and user in viewer.following)}


def article_json(article, viewer) -> dict:
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": bool(viewer and viewer in article.favorited_by),
        "favoritesCount": len(article.favorited_by),
        "author": profile_json(article.author, viewer),
    }
