from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException

from app.db import database, engine, metadata
from app.models import Article, Tag, User


@asynccontextmanager
async def lifespan(_app: FastAPI):
    metadata.create_all(engine)
    await database.connect()
    yield
    await database.disconnect()


app = FastAPI(lifespan=lifespan)


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
async def tags():
    return {"tags": [t.name for t in await Tag.objects.all()]}


@app.get("/api/articles")
async def list_articles(tag: str | None = None, author: str | None = None,
                        limit: int = 20, offset: int = 0):
    query = Article.objects.select_related(["author", "tags"])
    if tag:
        query = query.filter(tags__name=tag)
    if author:
        query = query.filter(author__username=author)
    total = await query.count()
    items = await query.order_by("-created_at").limit(limit).offset(offset).all()
    return {"articles": [a.model_dump(exclude={"author": {"password", "email"}}) for a in items],
            "articlesCount": total}


@app.get("/api/profiles/{username}")
async def get_profile(username: str):
    user = await User.objects.get_or_none(username=username)
    if user is None:
        raise HTTPException(404, "not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": False}}
