from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.db import engine
from app.models import Base
from app.routes import articles


@asynccontextmanager
async def lifespan(app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(articles.router)


@app.get("/api/health-check")
async def health():
    return {"status": "ok"}
