# feature-file: articles
from collections.abc import Mapping, Sequence
from typing import Any

from conduit.errors import Forbidden, NotFound
from conduit.models import Article
from conduit.repositories import UnitOfWork, UnitOfWorkFactory
from conduit.repositories.articles import ArticleFilter
from conduit.services.dto import ArticlePage, ArticleView
from conduit.services.slugs import first_free, slugify
from conduit.services.users import require_user
from conduit.services.validation import optional_string, required_string, string_list


class ArticleService:
    def __init__(self, unit_of_work: UnitOfWorkFactory) -> None:
        self._uow = unit_of_work

    async def search(
        self,
        *,
        tag: str | None,
        author: str | None,
        favorited: str | None,  # feature-line: favorites
        limit: int,
        offset: int,
        viewer_id: int | None,
    ) -> ArticlePage:
        # feature-begin: favorites
        criteria = ArticleFilter(tag=tag, author=author, favorited_by=favorited)
        # feature-else: favorites
        # criteria = ArticleFilter(tag=tag, author=author)
        # feature-end: favorites
        return await self._page(criteria, limit, offset, viewer_id)
    # feature-begin: profiles

    async def feed(self, *, limit: int, offset: int, viewer_id: int) -> ArticlePage:
        """Articles by the authors the viewer follows."""
        return await self._page(ArticleFilter(followed_by=viewer_id), limit, offset, viewer_id)
    # feature-end: profiles

    async def get(self, slug: str, viewer_id: int | None) -> ArticleView:
        async with self._uow() as uow:
            return await _view(uow, await find_article(uow, slug), viewer_id)

    async def create(self, author_id: int, data: Mapping[str, Any]) -> ArticleView:
        title = required_string(data, "title")
        description = required_string(data, "description")
        body = required_string(data, "body")
        tag_names = string_list(data, "tagList")
        async with self._uow() as uow:
            article = await uow.articles.add(
                Article(
                    slug=await _free_slug(uow, title),
                    title=title,
                    description=description,
                    body=body,
                    author=await require_user(uow, author_id),
                    tags=await uow.tags.get_or_create(tag_names),
                )
            )
            return await _view(uow, article, author_id)

    async def update(self, slug: str, user_id: int, data: Mapping[str, Any]) -> ArticleView:
        """Change the fields that were sent; a new title gives the article a new slug."""
        title = optional_string(data, "title")
        description = optional_string(data, "description")
        body = optional_string(data, "body")
        async with self._uow() as uow:
            article = await _owned(uow, slug, user_id)
            if title is not None and title != article.title:
                article.title = title
                article.slug = await _free_slug(uow, title, current=article.slug)
            if description is not None:
                article.description = description
            if body is not None:
                article.body = body
            await uow.articles.save(article)
            return await _view(uow, article, user_id)

    async def delete(self, slug: str, user_id: int) -> None:
        async with self._uow() as uow:
            await uow.articles.delete(await _owned(uow, slug, user_id))
    # feature-begin: favorites

    async def favorite(self, slug: str, user_id: int) -> ArticleView:
        async with self._uow() as uow:
            article = await find_article(uow, slug)
            await uow.articles.favorite(user_id, article.id)
            return await _view(uow, article, user_id)

    async def unfavorite(self, slug: str, user_id: int) -> ArticleView:
        async with self._uow() as uow:
            article = await find_article(uow, slug)
            await uow.articles.unfavorite(user_id, article.id)
            return await _view(uow, article, user_id)
    # feature-end: favorites

    async def _page(
        self, criteria: ArticleFilter, limit: int, offset: int, viewer_id: int | None
    ) -> ArticlePage:
        async with self._uow() as uow:
            articles, total = await uow.articles.page(criteria, limit, offset)
            return ArticlePage(await _views(uow, articles, viewer_id), total)


async def find_article(uow: UnitOfWork, slug: str) -> Article:
    article = await uow.articles.by_slug(slug)
    if article is None:
        raise NotFound("article not found")
    return article


async def _owned(uow: UnitOfWork, slug: str, user_id: int) -> Article:
    article = await find_article(uow, slug)
    if article.author_id != user_id:
        raise Forbidden("only the author may change this article")
    return article


async def _free_slug(uow: UnitOfWork, title: str, current: str | None = None) -> str:
    """A slug for `title` that no other article uses (`current` is the article's own)."""
    slug = slugify(title)
    taken = await uow.articles.slugs_starting_with(slug)
    taken.discard(current)
    return first_free(slug, taken)


async def _view(uow: UnitOfWork, article: Article, viewer_id: int | None) -> ArticleView:
    [view] = await _views(uow, [article], viewer_id)
    return view


async def _views(
    uow: UnitOfWork, articles: Sequence[Article], viewer_id: int | None
) -> list[ArticleView]:
    # feature-begin: favorites, profiles
    """Article views with the viewer-dependent flags, in three queries whatever the count."""
    # feature-else: favorites, profiles
    # feature-begin: profiles
    # """Article views with the viewer-dependent flag, in one query whatever the count."""
    # feature-else: profiles
    # """Article views with the viewer-dependent flag, in two queries whatever the count."""
    # feature-end: profiles
    # feature-end: favorites, profiles
    # feature-begin: favorites
    ids = [article.id for article in articles]
    counts = await uow.articles.favorites_counts(ids)
    favorited: set[int] = set()
    # feature-end: favorites
    following: set[int] = set()  # feature-line: profiles
    if viewer_id is not None:
        favorited = await uow.articles.favorited_among(viewer_id, ids)  # feature-line: favorites
        # feature-begin: profiles
        following = await uow.users.followed_among(
            viewer_id, {article.author_id for article in articles}
        )
        # feature-end: profiles
    return [
        ArticleView.of(
            article,
            favorited=article.id in favorited,  # feature-line: favorites
            favorites_count=counts.get(article.id, 0),  # feature-line: favorites
            following=article.author_id in following,  # feature-line: profiles
        )
        for article in articles
    ]
