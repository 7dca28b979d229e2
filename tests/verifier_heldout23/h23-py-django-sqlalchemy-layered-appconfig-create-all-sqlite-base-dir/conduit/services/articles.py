import re

from ..models import Article
from ..repositories.articles import ArticleRepository
from .errors import ApiError, Forbidden, NotFound
from .users import profile_of

repo = ArticleRepository()


def view(article, viewer=None):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [t.name for t in article.tags],
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer) and viewer in article.favorited_by,
            "favoritesCount": len(article.favorited_by), "author": profile_of(article.author, viewer)}


def listing(viewer=None, feed=False, **filters):
    if feed:
        filters["followed_by"] = viewer
    rows, total = repo.search(**filters)
    return {"articles": [view(a, viewer) for a in rows], "articlesCount": total}


def get(slug):
    article = repo.by_slug(slug)
    if article is None:
        raise NotFound("article not found")
    return article


def create(author, data):
    if not all(data.get(k) for k in ("title", "description", "body")):
        raise ApiError("title, description and body are required")
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    if repo.by_slug(slug) is not None:
        raise ApiError("an article with this title already exists")
    article = Article(slug=slug, title=data["title"], description=data["description"], body=data["body"],
                      author_id=author.id, tags=[repo.tag(n) for n in dict.fromkeys(data.get("tagList") or [])])
    return repo.add(article)


def delete(viewer, slug):
    article = get(slug)
    if article.author_id != viewer.id:
        raise Forbidden("only the author can delete an article")
    repo.delete(article)


def favorite(viewer, slug, on):
    article = get(slug)
    repo.set_favorite(article, viewer, on)
    return article


def tags():
    return repo.tag_names()
