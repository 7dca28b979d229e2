import re
import secrets

from conduit.models import Article, User
from conduit.repositories.unit_of_work import UnitOfWork
from conduit.services.errors import Forbidden, NotFound


def _slug(title: str) -> str:
    base = re.sub(r"[^\w]+", "-", title.lower()).strip("-")
    return f"{base}-{secrets.token_hex(3)}"


async def create(uow: UnitOfWork, author: User, data: dict) -> Article:
    async with uow:
        article = Article(slug=_slug(data["title"]), title=data["title"], description=data["description"],
                          body=data["body"], author_id=author.id)
        article.tags = await uow.articles.tags_named(sorted(set(data.get("tagList") or [])))
        await uow.articles.add(article)
        return await uow.articles.get_by_slug(article.slug)


async def get(uow: UnitOfWork, slug: str) -> Article:
    async with uow:
        article = await uow.articles.get_by_slug(slug)
    if article is None:
        raise NotFound("article")
    return article


async def delete(uow: UnitOfWork, me: User, slug: str) -> None:
    async with uow:
        article = await uow.articles.get_by_slug(slug)
        if article is None:
            raise NotFound("article")
        if article.author_id != me.id:
            raise Forbidden("not the author")
        await uow.articles.remove(article)


async def listing(uow: UnitOfWork, **filters):
    async with uow:
        return await uow.articles.search(**filters)


async def tags(uow: UnitOfWork) -> list[str]:
    async with uow:
        return await uow.articles.all_tags()
