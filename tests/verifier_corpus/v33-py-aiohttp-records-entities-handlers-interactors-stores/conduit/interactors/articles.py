import re

from conduit.db import Session
from conduit.records import ArticleRecord
from conduit.stores.article_store import ArticleStore


def _present(a: ArticleRecord) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat() if a.created_at else None}


async def list_articles(limit: int, offset: int) -> list[dict]:
    async with Session() as session:
        return [_present(a) for a in await ArticleStore(session).recent(limit, offset)]


async def get_article(slug: str) -> dict | None:
    async with Session() as session:
        found = await ArticleStore(session).by_slug(slug)
        return _present(found) if found else None


async def create_article(data: dict) -> dict:
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    async with Session() as session:
        record = ArticleRecord(slug=slug, title=data["title"], description=data.get("description", ""), body=data["body"])
        return _present(await ArticleStore(session).add(record))


async def list_tags() -> list[str]:
    async with Session() as session:
        return await ArticleStore(session).tag_names()
