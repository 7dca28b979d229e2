"""The JSON shapes of the Conduit API, built from the services' views."""

from datetime import UTC, datetime  # feature-line: articles
from typing import Any

from conduit.services.dto import (
    ArticleView,  # feature-line: articles
    AuthenticatedUser,
    CommentView,  # feature-line: comments
    Profile,
)


# feature-begin: articles
def timestamp(value: datetime) -> str:
    """ISO 8601 in UTC with milliseconds, as in the spec's examples: 2016-02-18T03:22:56.637Z."""
    return value.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


# feature-end: articles
def user_json(user: AuthenticatedUser) -> dict[str, Any]:
    return {
        "email": user.email,
        "token": user.token,
        "username": user.username,
        "bio": user.bio,
        "image": user.image,
    }


def profile_json(profile: Profile) -> dict[str, Any]:
    return {
        "username": profile.username,
        "bio": profile.bio,
        "image": profile.image,
        "following": profile.following,  # feature-line: profiles
    }
# feature-begin: articles


def article_json(article: ArticleView) -> dict[str, Any]:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": article.tag_list,
        "createdAt": timestamp(article.created_at),
        "updatedAt": timestamp(article.updated_at),
        "favorited": article.favorited,  # feature-line: favorites
        "favoritesCount": article.favorites_count,  # feature-line: favorites
        "author": profile_json(article.author),
    }
# feature-end: articles
# feature-begin: comments


def comment_json(comment: CommentView) -> dict[str, Any]:
    return {
        "id": comment.id,
        "createdAt": timestamp(comment.created_at),
        "updatedAt": timestamp(comment.updated_at),
        "body": comment.body,
        "author": profile_json(comment.author),
    }
# feature-end: comments
