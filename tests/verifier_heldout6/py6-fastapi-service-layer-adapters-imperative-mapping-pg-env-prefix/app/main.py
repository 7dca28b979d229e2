from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.adapters.orm.engine import create_schema
from app.adapters.orm.mappers import start_mappers
from app.api import articles, users


@asynccontextmanager
async def lifespan(_: FastAPI):
    start_mappers()
    await create_schema()
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}
