# feature-file: articles
from collections.abc import Callable
from contextlib import suppress
from typing import Any, TypeVar

from conduit.models import Article, User
from conduit.repositories import articles as article_repo
from conduit.repositories import tags as tag_repo
from conduit.repositories.articles import ArticleFilter
from conduit.repositories.transaction import Conflict
from conduit.services import validation
from conduit.services.errors import Forbidden, NotFound
from conduit.services.pagination import Page
from conduit.services.slugs import slugify, unique_slug
from conduit.services.views import ArticlePage, ArticleView, article_view

T = TypeVar("T")
WRITE_ATTEMPTS = 3


def _retrying(write: Callable[[], T]) -> T:
    """Run a write that picks free slugs and tags; a concurrent request may take them first."""
    for _ in range(WRITE_ATTEMPTS - 1):
        with suppress(Conflict):
            return write()
    return write()


def get_article(slug: str) -> Article:
    article = article_repo.get_by_slug(slug)
    if article is None:
        raise NotFound("article not found")
    return article


def _owned_article(slug: str, user: User) -> Article:
    article = get_article(slug)
    if article.author_id != user.id:
        raise Forbidden("only the author may modify this article")
    return article


def _page(criteria: ArticleFilter, page: Page, viewer: User | None) -> ArticlePage:
    articles, total = article_repo.find(criteria, page.limit, page.offset)
    return ArticlePage([article_view(a, viewer) for a in articles], total)


def list_articles(
    viewer: User | None,
    page: Page,
    tag: str | None = None,
    author: str | None = None,
    favorited: str | None = None,  # feature-line: favorites
) -> ArticlePage:
    # feature-begin: favorites
    return _page(ArticleFilter(tag=tag, author=author, favorited_by=favorited), page, viewer)
    # feature-else: favorites
    # return _page(ArticleFilter(tag=tag, author=author), page, viewer)
    # feature-end: favorites


# feature-begin: profiles
def feed(viewer: User, page: Page) -> ArticlePage:
    return _page(ArticleFilter(followed_by=viewer), page, viewer)


# feature-end: profiles
def get(slug: str, viewer: User | None) -> ArticleView:
    return article_view(get_article(slug), viewer)


def create(author: User, payload: Any) -> ArticleView:
    data = validation.section(payload, "article")
    title = validation.required_text(data, "title")
    description = validation.required_text(data, "description")
    body = validation.required_text(data, "body")
    tag_names = validation.tag_list(data)

    def write() -> Article:
        return article_repo.add(
            Article(
                slug=unique_slug(title, article_repo.slug_taken),
                title=title,
                description=description,
                body=body,
                author=author,
                tags=tag_repo.get_or_create(tag_names),
            )
        )

    return article_view(_retrying(write), author)


def update(user: User, slug: str, payload: Any) -> ArticleView:
    article = _owned_article(slug, user)
    data = validation.section(payload, "article")
    changes = {f: validation.required_text(data, f) for f in ("title", "description", "body") if f in data}
    retitled = "title" in changes and slugify(changes["title"]) != slugify(article.title)

    def write() -> Article:
        if retitled:
            article.slug = unique_slug(changes["title"], article_repo.slug_taken)
        for field, value in changes.items():
            setattr(article, field, value)
        return article_repo.save(article)

    return article_view(_retrying(write), user)


def delete(user: User, slug: str) -> None:
    article_repo.delete(_owned_article(slug, user))
# feature-begin: favorites


# A Conflict below means a concurrent identical request already did the same.
def favorite(user: User, slug: str) -> ArticleView:
    article = get_article(slug)
    with suppress(Conflict):
        article_repo.add_favorite(article, user)
    return article_view(article, user)


def unfavorite(user: User, slug: str) -> ArticleView:
    article = get_article(slug)
    with suppress(Conflict):
        article_repo.remove_favorite(article, user)
    return article_view(article, user)
# feature-end: favorites
