from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.database import engine
from conduit.models.base import Base
import conduit.models.article  # noqa: F401  (registers the tables on Base.metadata)
from conduit.routes import articles, health, users


@asynccontextmanager
async def lifespan(_: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(title="Conduit", lifespan=lifespan)
for module in (health, users, articles):
    app.include_router(module.router)
