from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.db import engine
from app.models import Base
from app.routers import articles, profiles, tags


@asynccontextmanager
async def lifespan(app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield


app = FastAPI(title="Conduit API", lifespan=lifespan)


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}


for module in (articles, tags, profiles):
    app.include_router(module.router, prefix="/api")
