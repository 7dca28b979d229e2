import uuid

from django.utils.text import slugify

from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.errors import ServiceError

articles = ArticleRepository()
users = UserRepository()


def present(article, viewer) -> dict:
    return {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "tagList": articles.tag_names(article),
        "createdAt": article.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": article.updated_at.isoformat().replace("+00:00", "Z"),
        "favorited": bool(viewer) and articles.is_favorited(article, viewer),
        "favoritesCount": articles.favorites_count(article),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image,
                   "following": bool(viewer) and users.is_following(viewer, article.author_id)},
    }


def list_articles(viewer, tag=None, author=None, favorited=None, limit=20, offset=0):
    rows, total = articles.page(articles.filtered(tag, author, favorited), limit, offset)
    return [present(a, viewer) for a in rows], total


def create_article(author, data: dict) -> dict:
    if not data.get("title"):
        raise ServiceError(422, "title", "can't be blank")
    article = articles.create(
        data.get("tagList") or [], slug=f"{slugify(data['title'])}-{uuid.uuid4().hex[:6]}",
        title=data["title"], description=data.get("description", ""), body=data.get("body", ""), author=author)
    return present(article, author)


def get_article(slug: str, viewer) -> dict:
    article = articles.by_slug(slug)
    if article is None:
        raise ServiceError(404, "article", "not found")
    return present(article, viewer)


def delete_article(slug: str, user) -> None:
    article = articles.by_slug(slug)
    if article is None:
        raise ServiceError(404, "article", "not found")
    if article.author_id != user.pk:
        raise ServiceError(403, "article", "forbidden")
    articles.delete(article)


def tags() -> list[str]:
    return articles.all_tags()
