from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.db import engine
from conduit.models import Base
from conduit.routes import articles, health


@asynccontextmanager
async def lifespan(_app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)
app.include_router(health.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
