import re


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository):
        self.repository = repository

    async def get(self, slug):
        article = await self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def create(self, author_id, title, description, body):
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return await self.repository.insert(slug, title, description, body, author_id)
