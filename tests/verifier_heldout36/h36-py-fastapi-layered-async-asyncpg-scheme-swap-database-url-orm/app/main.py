from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.core.database import Base, engine
from app.api.routes import articles, health


@asynccontextmanager
async def lifespan(_: FastAPI):
    import app.models  # noqa: F401
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)
app.include_router(health.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
