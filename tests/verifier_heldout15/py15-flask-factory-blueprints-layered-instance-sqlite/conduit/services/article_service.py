import re

from conduit.repositories import article_repository, user_repository
from conduit.services.errors import ServiceError


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def list_articles(tag, author, favorited, limit, offset, viewer_id):
    rows, count = article_repository.search(tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)
    return {"articles": [serialize(a, viewer_id) for a in rows], "articlesCount": count}


def create_article(author_id, data):
    for field in ("title", "description", "body"):
        if not data.get(field):
            raise ServiceError(f"{field} can't be blank")
    slug = _slugify(data["title"])
    if article_repository.slug_exists(slug):
        slug = f"{slug}-{article_repository.count()}"
    article = article_repository.create(author_id=author_id, slug=slug, title=data["title"],
                                        description=data["description"], body=data["body"],
                                        tags=data.get("tagList") or [])
    return serialize(article, author_id)


def serialize(article, viewer_id):
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat() + "Z", "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": article_repository.is_favorited(article.id, viewer_id) if viewer_id else False,
        "favoritesCount": article_repository.favorites_count(article.id),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image,
                   "following": user_repository.is_following(viewer_id, article.author_id) if viewer_id else False},
    }
