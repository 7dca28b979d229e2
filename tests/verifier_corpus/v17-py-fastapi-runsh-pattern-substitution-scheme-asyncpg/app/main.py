from contextlib import asynccontextmanager

from fastapi import FastAPI
from sqlalchemy import select

from app.database import Base, SessionLocal, engine
from app.models import Tag


@asynccontextmanager
async def lifespan(_: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)


@app.get("/api/tags")
async def tags():
    async with SessionLocal() as session:
        return {"tags": list(await session.scalars(select(Tag.name).order_by(Tag.name)))}
