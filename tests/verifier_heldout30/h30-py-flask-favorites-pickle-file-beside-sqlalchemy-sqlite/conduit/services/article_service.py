import re

from conduit.models import Article, User
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.favorite_repository import FavoriteRepository
from conduit.services.errors import NotFound

_articles = ArticleRepository()
_favorites = FavoriteRepository()


def view(article: Article, viewer: User | None) -> dict:
    return {
        "article": article,
        "favorited": viewer is not None and _favorites.has(viewer.id, article.id),
        "favoritesCount": _favorites.count(article.id),
    }


def list_articles(viewer, *, tag=None, author=None, favorited_by_user=None, limit=20, offset=0):
    if favorited_by_user is not None:
        ids = _favorites.articles_favorited_by(favorited_by_user.id)
        items = _articles.by_ids(ids)
        return [view(a, viewer) for a in items[offset:offset + limit]], len(items)
    items, total = _articles.page(tag=tag, author=author, limit=limit, offset=offset)
    return [view(a, viewer) for a in items], total


def create(author: User, title: str, description: str, body: str, tag_list: list[str]) -> dict:
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    tags = [_articles.tag_named(n) for n in tag_list]
    article = _articles.add(Article(slug=slug, title=title, description=description, body=body,
                                    author=author, tags=tags))
    return view(article, author)


def favorite(user: User, slug: str) -> dict:
    article = _articles.by_slug(slug)
    if article is None:
        raise NotFound(slug)
    _favorites.add(user.id, article.id)
    return view(article, user)


def unfavorite(user: User, slug: str) -> dict:
    article = _articles.by_slug(slug)
    if article is None:
        raise NotFound(slug)
    _favorites.remove(user.id, article.id)
    return view(article, user)
