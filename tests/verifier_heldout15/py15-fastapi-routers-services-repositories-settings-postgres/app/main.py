from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.db import Base, engine
from app.models import article, user  # noqa: F401
from app.routers import articles, health, users


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(bind=engine)
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(health.router, prefix="/api")
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
