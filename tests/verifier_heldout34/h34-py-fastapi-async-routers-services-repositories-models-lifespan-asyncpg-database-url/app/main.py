from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.database import engine
from app.models import Base
from app.routers import articles, profiles


@asynccontextmanager
async def lifespan(_: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)
app.include_router(articles.router, prefix="/api")
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}
