"""The JSON shapes of the Conduit API, built from the services' views."""

from datetime import UTC, datetime
from typing import Any

from conduit.services.dto import ArticleView, AuthenticatedUser, CommentView, Profile


def timestamp(value: datetime) -> str:
    """ISO 8601 in UTC with milliseconds, as in the spec's examples: 2016-02-18T03:22:56.637Z."""
    return value.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


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
        "following": profile.following,
    }


def article_json(article: ArticleView) -> dict[str, Any]:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": article.tag_list,
        "createdAt": timestamp(article.created_at),
        "updatedAt": timestamp(article.updated_at),
        "favorited": article.favorited,
        "favoritesCount": article.favorites_count,
        "author": profile_json(article.author),
    }


def comment_json(comment: CommentView) -> dict[str, Any]:
    return {
        "id": comment.id,
        "createdAt": timestamp(comment.created_at),
        "updatedAt": timestamp(comment.updated_at),
        "body": comment.body,
        "author": profile_json(comment.author),
    }
