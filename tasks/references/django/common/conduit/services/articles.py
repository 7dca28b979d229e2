# feature-file: articles
# feature-begin: favorites, profiles
"""Articles: listing, feed, authoring (owner only) and favorites."""
# feature-else: favorites, profiles
# feature-begin: profiles
# """Articles: listing, feed and authoring (owner only)."""
# feature-else: profiles
# """Articles: listing, authoring (owner only) and favorites."""
# feature-end: profiles
# feature-end: favorites, profiles

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from conduit.models import Article, User
from conduit.repositories import articles as article_store
from conduit.repositories import tags as tag_store
# feature-begin: profiles
from conduit.services import fields, profiles
# feature-else: profiles
# from conduit.services import fields
# feature-end: profiles
from conduit.services.errors import Forbidden, NotFound
from conduit.services.pagination import parse_page
from conduit.services.profiles import Profile  # feature-line: profiles
from conduit.services.slugs import slugify, unique_slug


@dataclass(frozen=True)
class ArticleDetail:
    article: Article
    author: Profile  # feature-line: profiles
    favorited: bool  # feature-line: favorites
    favorites_count: int  # feature-line: favorites


@dataclass(frozen=True)
class ArticlePage:
    articles: list[ArticleDetail]
    count: int


def list_articles(
    viewer: User | None,
    *,
    tag: str | None = None,
    author: str | None = None,
    favorited: str | None = None,  # feature-line: favorites
    limit: str | None = None,
    offset: str | None = None,
) -> ArticlePage:
    page = parse_page(limit, offset)
    articles, count = article_store.page(
        tag=tag,
        author=author,
        favorited_by=favorited,  # feature-line: favorites
        limit=page.limit,
        offset=page.offset,
    )
    return ArticlePage(_details(articles, viewer), count)
# feature-begin: profiles


def feed(viewer: User, *, limit: str | None = None, offset: str | None = None) -> ArticlePage:
    """Articles by the authors the viewer follows."""
    page = parse_page(limit, offset)
    articles, count = article_store.page(
        followed_by=viewer.id, limit=page.limit, offset=page.offset
    )
    return ArticlePage(_details(articles, viewer), count)
# feature-end: profiles


def get(slug: str, viewer: User | None) -> ArticleDetail:
    return _detail(find(slug), viewer)


def create(author: User, data: Mapping[str, Any]) -> ArticleDetail:
    title = fields.required_string(data, "title")
    article = Article(
        slug=unique_slug(slugify(title), article_store.slug_taken),
        title=title,
        description=fields.required_string(data, "description"),
        body=fields.required_string(data, "body"),
        author=author,
        tags=tag_store.named(fields.tag_names(data.get("tagList"))),
    )
    return _detail(article_store.save(article), author)


def update(viewer: User, slug: str, data: Mapping[str, Any]) -> ArticleDetail:
    """Changes only the fields sent; a new title moves the slug."""
    article = _owned(slug, viewer)
    changes = {
        field: fields.required_string(data, field)
        for field in ("title", "description", "body")
        if field in data
    }
    if "title" in changes:
        current = article.slug
        changes["slug"] = unique_slug(
            slugify(changes["title"]),
            lambda slug: slug != current and article_store.slug_taken(slug),
        )
    for field, value in changes.items():
        setattr(article, field, value)
    return _detail(article_store.save(article), viewer)


def delete(viewer: User, slug: str) -> None:
    article_store.delete(_owned(slug, viewer))
# feature-begin: favorites


def favorite(viewer: User, slug: str) -> ArticleDetail:
    article = find(slug)
    article_store.favorite(article, viewer)
    return _detail(article, viewer)


def unfavorite(viewer: User, slug: str) -> ArticleDetail:
    article = find(slug)
    article_store.unfavorite(article, viewer)
    return _detail(article, viewer)
# feature-end: favorites


def find(slug: str) -> Article:
    article = article_store.by_slug(slug)
    if article is None:
        raise NotFound("article not found")
    return article


def _owned(slug: str, viewer: User) -> Article:
    article = find(slug)
    if article.author_id != viewer.id:
        raise Forbidden("only the author may change this article")
    return article


def _detail(article: Article, viewer: User | None) -> ArticleDetail:
    return _details([article], viewer)[0]


def _details(articles: Sequence[Article], viewer: User | None) -> list[ArticleDetail]:
    # feature-begin: favorites, profiles
    """Counts, favorites and follows for a whole page in three queries, not three per article."""
    # feature-else: favorites, profiles
    # feature-begin: profiles
    # """The authors' follows for a whole page in one query, not one per article."""
    # feature-else: profiles
    # """Counts and favorites for a whole page in two queries, not two per article."""
    # feature-end: profiles
    # feature-end: favorites, profiles
    # feature-begin: favorites
    ids = [article.id for article in articles]
    counts = article_store.favorite_counts(ids)
    favorited = article_store.favorited_among(viewer.id, ids) if viewer else set()
    # feature-end: favorites
    authors = profiles.of_many((article.author for article in articles), viewer)  # feature-line: profiles
    return [
        ArticleDetail(
            article,
            author=authors[article.author_id],  # feature-line: profiles
            favorited=article.id in favorited,  # feature-line: favorites
            favorites_count=counts.get(article.id, 0),  # feature-line: favorites
        )
        for article in articles
    ]
