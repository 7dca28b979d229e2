from sqlalchemy import select

from conduit.db import Session
from conduit.models import Article
from conduit.services.slugs import slugify


class ArticleRepository:
    async def by_slug(self, slug: str) -> Article | None:
        async with Session() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def insert(self, *, author_id: int, title: str, description: str, body: str) -> Article:
        async with Session() as s:
            base = slugify(title)
            slug, n = base, 1
            # The unique slug is a storage concern: probe until a free one is found.
            while await s.scalar(select(Article.id).where(Article.slug == slug)) is not None:
                n += 1
                slug = f"{base}-{n}"
            article = Article(slug=slug, title=title, description=description, body=body, author_id=author_id)
            s.add(article)
            await s.commit()
            return article
