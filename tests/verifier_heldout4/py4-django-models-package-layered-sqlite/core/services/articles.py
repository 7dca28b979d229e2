import uuid

from django.utils.text import slugify

from core.models import Article, Member
from core.repositories import articles as repo
from core.repositories import members as member_repo
from core.services.errors import Forbidden, NotFound


def present(article: Article, viewer: Member | None) -> dict:
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": sorted(t.name for t in article.tags.all()),
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": bool(viewer) and repo.is_favorite(article, viewer),
        "favoritesCount": article.favorites_count,
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image,
                   "following": bool(viewer) and member_repo.is_following(viewer, article.author)},
    }


def get(slug: str) -> Article:
    article = repo.by_slug(slug)
    if article is None:
        raise NotFound("article", "not found")
    return article


def listing(viewer, tag, author, favorited, limit, offset) -> tuple[list[dict], int]:
    items, count = repo.search(tag, author, favorited, limit, offset)
    return [present(a, viewer) for a in items], count


def feed(viewer: Member, limit: int, offset: int) -> tuple[list[dict], int]:
    items, count = repo.feed(viewer, limit, offset)
    return [present(a, viewer) for a in items], count


def create(viewer: Member, data: dict) -> dict:
    slug = f"{slugify(data['title'])}-{uuid.uuid4().hex[:6]}"
    article = repo.create(viewer, slug, data["title"], data["description"], data["body"],
                          data.get("tagList") or [])
    return present(article, viewer)


def remove(viewer: Member, slug: str) -> None:
    article = get(slug)
    if article.author_id != viewer.pk:
        raise Forbidden("article", "forbidden")
    repo.delete(article)


def favorite(viewer: Member, slug: str, on: bool) -> dict:
    return present(repo.set_favorite(get(slug), viewer, on), viewer)


def tags() -> list[str]:
    return repo.tag_names()
