from contextlib import asynccontextmanager

from fastapi import FastAPI, Header

from conduit import repository
from conduit.db import Base, database, engine


@asynccontextmanager
async def lifespan(_):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    await database.connect()
    yield
    await database.disconnect()


app = FastAPI(lifespan=lifespan)


@app.get("/api/health-check")
async def health():
    return {"status": "ok"}


@app.get("/api/articles/feed")
async def feed(limit: int = 20, offset: int = 0, x_user_id: int = Header(0)):
    items = await repository.feed(x_user_id, limit, offset)
    return {"articles": items, "articlesCount": len(items)}
