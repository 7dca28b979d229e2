from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.db import engine, get_session
from conduit.models import Article, Base


@asynccontextmanager
async def lifespan(app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
async def get_tags(session: AsyncSession = Depends(get_session)):
    result = await session.execute(
        text("SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id ORDER BY t.name")
    )
    return {"tags": [row.name for row in result]}


@app.get("/api/articles/{slug}")
async def get_article(slug: str, session: AsyncSession = Depends(get_session)):
    article = await session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(status_code=404, detail="not found")
    return {"article": {"slug": article.slug, "title": article.title,
                        "description": article.description, "body": article.body,
                        "tagList": [t.name for t in article.tags],
                        "createdAt": article.created_at.isoformat()}}
