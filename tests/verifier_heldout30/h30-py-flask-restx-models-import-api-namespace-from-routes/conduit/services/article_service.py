import re

from conduit.models.article import Article
from conduit.repositories import article_repository
from conduit.services.errors import NotFound


def _present(article, viewer):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": [t.name for t in article.tags],
            "createdAt": article.created_at, "updatedAt": article.updated_at,
            "favorited": False, "favoritesCount": 0,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


def list_articles(viewer, tag=None, author=None, limit=20, offset=0):
    rows, total = article_repository.search(tag=tag, author=author, limit=limit, offset=offset)
    return [_present(a, viewer) for a in rows], total


def get(slug, viewer):
    article = article_repository.by_slug(slug)
    if article is None:
        raise NotFound(slug)
    return _present(article, viewer)


def create(author, data):
    title = data.get("title", "")
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-"), title=title,
                      description=data.get("description", ""), body=data.get("body", ""), author=author)
    article.tags = [article_repository.tag(n) for n in data.get("tagList", [])]
    return _present(article_repository.save(article), author)


def tags():
    return article_repository.tag_names()
