"""JSON shapes of the Conduit API."""

from datetime import datetime
from typing import Any

from conduit.models import User
from conduit.services.views import ArticlePage, ArticleView, CommentView, ProfileView


def timestamp(moment: datetime) -> str:
    # Stored as naive UTC; say so explicitly with the Z suffix.
    return moment.isoformat(timespec="milliseconds") + "Z"


def user_json(user: User, token: str) -> dict[str, Any]:
    return {
        "user": {
            "email": user.email,
            "token": token,
            "username": user.username,
            "bio": user.bio,
            "image": user.image,
        }
    }


def profile(view: ProfileView) -> dict[str, Any]:
    return {
        "username": view.user.username,
        "bio": view.user.bio,
        "image": view.user.image,
        "following": view.following,
    }


def article(view: ArticleView) -> dict[str, Any]:
    a = view.article
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        # Sorted: a tag set has no order of its own, and the output stays stable across reads.
        "tagList": sorted(tag.name for tag in a.tags),
        "createdAt": timestamp(a.created_at),
        "updatedAt": timestamp(a.updated_at),
        "favorited": view.favorited,
        "favoritesCount": view.favorites_count,
        "author": profile(view.author),
    }


def article_page(page: ArticlePage) -> dict[str, Any]:
    return {"articles": [article(v) for v in page.articles], "articlesCount": page.total}


def comment(view: CommentView) -> dict[str, Any]:
    c = view.comment
    return {
        "id": c.id,
        "createdAt": timestamp(c.created_at),
        "updatedAt": timestamp(c.updated_at),
        "body": c.body,
        "author": profile(view.author),
    }
