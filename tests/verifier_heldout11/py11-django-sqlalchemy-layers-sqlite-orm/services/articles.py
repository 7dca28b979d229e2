import re
import uuid

from core.database import session_scope
from models import Article, User
from repositories import articles as article_repo
from services.errors import ServiceError


def _serialize(a: Article) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": False},
    }


def list_articles(**filters) -> tuple[list[dict], int]:
    with session_scope() as session:
        rows, total = article_repo.page(session, **filters)
        return [_serialize(a) for a in rows], total


def create(author: User, data: dict) -> dict:
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
    with session_scope() as session:
        article = Article(slug=slug, title=data["title"], description=data["description"],
                          body=data["body"], author_id=author.id)
        article.tags = article_repo.tags_named(session, data.get("tagList", []))
        article_repo.add(session, article)
        session.refresh(article)
        return _serialize(article)


def get(slug: str) -> dict:
    with session_scope() as session:
        article = article_repo.by_slug(session, slug)
        if article is None:
            raise ServiceError(404, "article not found")
        return _serialize(article)


def tags() -> list[str]:
    with session_scope() as session:
        return article_repo.tag_names(session)
