"""The JSON shapes of the Conduit API."""

from datetime import UTC, datetime

from conduit.services.articles import ArticleDetail, ArticlePage
from conduit.services.comments import CommentDetail
from conduit.services.profiles import Profile
from conduit.services.users import AuthenticatedUser


def isoformat(moment: datetime) -> str:
    """ISO 8601 in UTC with milliseconds, e.g. 2024-01-31T09:05:00.000Z."""
    if moment.tzinfo is None:  # stored in UTC by engines that drop the offset
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def user_json(current: AuthenticatedUser) -> dict:
    user = current.user
    return {
        "user": {
            "email": user.email,
            "token": current.token,
            "username": user.username,
            "bio": user.bio,
            "image": user.image,
        }
    }


def profile_json(profile: Profile) -> dict:
    user = profile.user
    return {
        "username": user.username,
        "bio": user.bio,
        "image": user.image,
        "following": profile.following,
    }


def article_json(detail: ArticleDetail) -> dict:
    article = detail.article
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [tag.name for tag in article.tags],
        "createdAt": isoformat(article.created_at),
        "updatedAt": isoformat(article.updated_at),
        "favorited": detail.favorited,
        "favoritesCount": detail.favorites_count,
        "author": profile_json(detail.author),
    }


def article_page_json(page: ArticlePage) -> dict:
    return {
        "articles": [article_json(detail) for detail in page.articles],
        "articlesCount": page.count,
    }


def comment_json(detail: CommentDetail) -> dict:
    comment = detail.comment
    return {
        "id": comment.id,
        "createdAt": isoformat(comment.created_at),
        "updatedAt": isoformat(comment.updated_at),
        "body": comment.body,
        "author": profile_json(detail.author),
    }
