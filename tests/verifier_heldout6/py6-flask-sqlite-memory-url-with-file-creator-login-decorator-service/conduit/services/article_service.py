import re
import secrets

from conduit.repositories import article_repository


class ArticleNotFound(Exception):
    pass


def publish(author, data):
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + secrets.token_hex(3)
    tags = ",".join(sorted(set(data.get("tagList") or [])))
    return article_repository.create(slug=slug, title=data["title"], description=data["description"],
                                     body=data["body"], tag_csv=tags, author_id=author.id)


def present(article, viewer=None):
    return {
        "article": article,
        "favorited": viewer is not None and article_repository.is_favorited(article.id, viewer.id),
        "favorites": article_repository.favorites_count(article.id),
    }


def get(slug, viewer=None):
    article = article_repository.by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return present(article, viewer)


def favorite(slug, viewer, on):
    article = article_repository.by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    article_repository.set_favorite(article.id, viewer.id, on)
    return present(article, viewer)


def browse(viewer=None, **filters):
    rows, total = article_repository.page(**filters)
    return [present(a, viewer) for a in rows], total
