from functools import wraps

from flask import current_app, g, jsonify, request


def registry():
    return current_app.extensions["conduit"]


def auth(required=True):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            g.user = registry().user_service.from_header(request.headers.get("Authorization"))
            if required and g.user is None:
                return jsonify(errors={"body": ["unauthorized"]}), 401
            return view(*args, **kwargs)
        return wrapper
    return decorator


def article_json(a, viewer=None):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": [t.name for t in a.tags],
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": bool(viewer) and viewer in a.favorited_by, "favoritesCount": len(a.favorited_by),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": bool(viewer) and a.author in viewer.followed},
    }
