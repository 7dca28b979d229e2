from contextlib import asynccontextmanager

from fastapi import FastAPI
from sqlalchemy import select

from conduit.database import Base, Session, engine
from conduit.models import Tag


@asynccontextmanager
async def lifespan(app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)


@app.get("/api/tags")
async def tags():
    async with Session() as session:
        result = await session.scalars(select(Tag.name).order_by(Tag.name))
        return {"tags": list(result)}
