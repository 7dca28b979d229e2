from django.utils.text import slugify

from realworld.repositories import article_repository, user_repository
from realworld.services.errors import ServiceError


def decorate(article, viewer=None):
    return {
        "article": article,
        "favorited": bool(viewer) and article_repository.is_favorited(article, viewer),
        "favorites_count": article_repository.favorites_count(article),
        "following": bool(viewer) and user_repository.is_following(viewer, article.author),
    }


def create(author, data):
    article = article_repository.create(slug=slugify(data["title"]), title=data["title"],
                                        description=data["description"], body=data["body"],
                                        tag_list=sorted(set(data.get("tagList") or [])), author=author)
    return decorate(article, author)


def get(slug, viewer=None):
    article = article_repository.by_slug(slug)
    if article is None:
        raise ServiceError(404, "article", "not found")
    return decorate(article, viewer)


def listing(viewer=None, limit=20, offset=0, **filters):
    rows, total = article_repository.page(article_repository.filtered(**filters), limit, offset)
    return [decorate(a, viewer) for a in rows], total


def tags():
    return article_repository.all_tags()
