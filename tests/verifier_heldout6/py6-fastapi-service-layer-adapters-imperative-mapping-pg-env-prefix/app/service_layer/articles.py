import re

from app.domain.models import Article, User
from app.service_layer.unit import transaction


class ArticleNotFound(Exception):
    pass


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    async def create(self, author: User, title: str, description: str, body: str, tags: list[str]) -> Article:
        async with transaction() as repos:
            owner = await repos.users.get(author.id)
            article = Article(slug=slugify(title), title=title, description=description, body=body,
                              author=owner, tag_list=sorted(set(tags)))
            return await repos.articles.add(article)

    async def get(self, slug: str) -> Article:
        async with transaction() as repos:
            article = await repos.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def list(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        async with transaction() as repos:
            return await repos.articles.list(tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)

    async def tags(self) -> list[str]:
        async with transaction() as repos:
            return await repos.articles.all_tags()

    async def favorite(self, slug: str, user: User) -> Article:
        async with transaction() as repos:
            article = await repos.articles.by_slug(slug)
            if article is None:
                raise ArticleNotFound(slug)
            await repos.articles.favorite(article, await repos.users.get(user.id))
            return article
