import re

from ..models import Article, Tag, User
from ..repositories import ArticleRepository
from .exceptions import DomainError, Forbidden, NotFound

_articles = ArticleRepository()


def _slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def list_articles(tag=None, author=None, favorited=None, limit=20, offset=0):
    query = _articles.query()
    if tag:
        query = query.filter(Article.tags.any(Tag.name == tag))
    if author:
        query = query.filter(Article.author.has(User.username == author))
    if favorited:
        query = query.filter(Article.favorited_by.any(User.username == favorited))
    total = query.count()
    page = query.order_by(Article.created_at.desc()).limit(limit).offset(offset).all()
    return page, total


def feed(user, limit=20, offset=0):
    followee_ids = [u.id for u in user.followees]
    query = _articles.query().filter(Article.author_id.in_(followee_ids))
    total = query.count()
    page = query.order_by(Article.created_at.desc()).limit(limit).offset(offset).all()
    return page, total


def get(slug):
    article = _articles.by_slug(slug)
    if article is None:
        raise NotFound("article not found")
    return article


def create(author, data):
    for field in ("title", "description", "body"):
        if not data.get(field):
            raise DomainError(f"{field} can't be blank")
    article = Article(
        slug=_slugify(data["title"]), title=data["title"], description=data["description"],
        body=data["body"], author=author,
    )
    article.tags = [_articles.tag(name) for name in data.get("tagList") or []]
    return _articles.add(article)


def delete(user, slug):
    article = get(slug)
    if article.author_id != user.id:
        raise Forbidden("not the author")
    _articles.delete(article)


def favorite(user, slug):
    article = get(slug)
    if user not in article.favorited_by:
        article.favorited_by.append(user)
        _articles.commit()
    return article


def tags():
    return _articles.tag_names()
