"""JSON shapes of the Conduit API."""

from datetime import datetime  # feature-line: articles
from typing import Any

# feature-begin: profiles
from conduit.models import User
from conduit.services.views import (
    ArticlePage,  # feature-line: articles
    ArticleView,  # feature-line: articles
    CommentView,  # feature-line: comments
    ProfileView,
)
# feature-else: profiles
# from conduit.models import Comment, User
# from conduit.services.views import ArticlePage, ArticleView
# feature-end: profiles
# feature-begin: articles


def timestamp(moment: datetime) -> str:
    # Stored as naive UTC; say so explicitly with the Z suffix.
    return moment.isoformat(timespec="milliseconds") + "Z"
# feature-end: articles


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


# feature-begin: profiles
def profile(view: ProfileView) -> dict[str, Any]:
    return {
        "username": view.user.username,
        "bio": view.user.bio,
        "image": view.user.image,
        "following": view.following,
    }
# feature-else: profiles
# def profile(user: User) -> dict[str, Any]:
#     return {"username": user.username, "bio": user.bio, "image": user.image}
# feature-end: profiles
# feature-begin: articles


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
        "favorited": view.favorited,  # feature-line: favorites
        "favoritesCount": view.favorites_count,  # feature-line: favorites
        # feature-begin: profiles
        "author": profile(view.author),
        # feature-else: profiles
        # "author": profile(a.author),
        # feature-end: profiles
    }


def article_page(page: ArticlePage) -> dict[str, Any]:
    return {"articles": [article(v) for v in page.articles], "articlesCount": page.total}
# feature-end: articles
# feature-begin: comments


# feature-begin: profiles
def comment(view: CommentView) -> dict[str, Any]:
    c = view.comment
# feature-else: profiles
# def comment(c: Comment) -> dict[str, Any]:
# feature-end: profiles
    return {
        "id": c.id,
        "createdAt": timestamp(c.created_at),
        "updatedAt": timestamp(c.updated_at),
        "body": c.body,
        # feature-begin: profiles
        "author": profile(view.author),
        # feature-else: profiles
        # "author": profile(c.author),
        # feature-end: profiles
    }
# feature-end: comments
