import re

from conduit.entities import Article, User
from conduit.gateways.article_gateway import ArticleGateway
from conduit.gateways.tag_gateway import TagGateway
from conduit.interactors.errors import Forbidden, InteractorError, NotFound

_articles = ArticleGateway()
_tags = TagGateway()


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def list_articles(**filters):
    return _articles.page(**filters)


def get(slug: str) -> Article:
    article = _articles.by_slug(slug)
    if article is None:
        raise NotFound("article", "not found")
    return article


def create(author: User, title: str, description: str, body: str, tag_list: list[str]) -> Article:
    if not title:
        raise InteractorError("title", "can't be blank")
    article = Article(
        slug=_slugify(title),
        title=title,
        description=description or "",
        body=body or "",
        author=author,
    )
    article.tags = [_tags.get_or_create(name) for name in tag_list or []]
    return _articles.add(article)


def delete(viewer: User, slug: str) -> None:
    article = get(slug)
    if article.author_id != viewer.id:
        raise Forbidden("article", "forbidden")
    _articles.delete(article)


def tag_names() -> list[str]:
    return _tags.names()
