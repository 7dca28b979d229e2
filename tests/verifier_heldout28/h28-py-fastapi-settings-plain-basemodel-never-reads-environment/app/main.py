from contextlib import asynccontextmanager

from fastapi import FastAPI

from app import models  # noqa: F401
from app.api import articles, users
from app.db import Base, engine


@asynccontextmanager
async def lifespan(_app: FastAPI):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(lifespan=lifespan)
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
