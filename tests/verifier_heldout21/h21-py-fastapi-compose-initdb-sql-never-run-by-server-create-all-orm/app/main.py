from contextlib import asynccontextmanager

from fastapi import FastAPI
from sqlalchemy import func, select

from app.db import Base, SessionLocal, engine
from app.models import ArticleTag, Tag


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(lifespan=lifespan)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    with SessionLocal() as session:
        stmt = (
            select(Tag.name)
            .join(ArticleTag, ArticleTag.tag_id == Tag.id)
            .group_by(Tag.name)
            .order_by(func.count().desc(), Tag.name)
        )
        return {"tags": list(session.scalars(stmt))}
