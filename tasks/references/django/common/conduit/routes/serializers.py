"""The JSON shapes of the Conduit API."""

# feature-begin: articles
from datetime import UTC, datetime

# feature-end: articles
# feature-begin: profiles
# feature-else: profiles
# feature-begin: comments
# from conduit.models import Comment, User
# feature-else: comments
# from conduit.models import User
# feature-end: comments
# feature-end: profiles
from conduit.services.articles import ArticleDetail, ArticlePage  # feature-line: articles
from conduit.services.comments import CommentDetail  # feature-line: comments, profiles
from conduit.services.profiles import Profile  # feature-line: profiles
from conduit.services.users import AuthenticatedUser
# feature-begin: articles


def isoformat(moment: datetime) -> str:
    """ISO 8601 in UTC with milliseconds, e.g. 2024-01-31T09:05:00.000Z."""
    if moment.tzinfo is None:  # stored in UTC by engines that drop the offset
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
# feature-end: articles


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


# feature-begin: profiles
def profile_json(profile: Profile) -> dict:
    user = profile.user
    return {
        "username": user.username,
        "bio": user.bio,
        "image": user.image,
        "following": profile.following,
    }
# feature-else: profiles
# def author_json(user: User) -> dict:
#     return {"username": user.username, "bio": user.bio, "image": user.image}
# feature-end: profiles
# feature-begin: articles


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
        "favorited": detail.favorited,  # feature-line: favorites
        "favoritesCount": detail.favorites_count,  # feature-line: favorites
        # feature-begin: profiles
        "author": profile_json(detail.author),
        # feature-else: profiles
        # "author": author_json(article.author),
        # feature-end: profiles
    }


def article_page_json(page: ArticlePage) -> dict:
    return {
        "articles": [article_json(detail) for detail in page.articles],
        "articlesCount": page.count,
    }
# feature-end: articles
# feature-begin: comments


# feature-begin: profiles
def comment_json(detail: CommentDetail) -> dict:
    comment = detail.comment
# feature-else: profiles
# def comment_json(comment: Comment) -> dict:
# feature-end: profiles
    return {
        "id": comment.id,
        "createdAt": isoformat(comment.created_at),
        "updatedAt": isoformat(comment.updated_at),
        "body": comment.body,
        # feature-begin: profiles
        "author": profile_json(detail.author),
        # feature-else: profiles
        # "author": author_json(comment.author),
        # feature-end: profiles
    }
# feature-end: comments
