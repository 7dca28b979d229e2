from contextlib import asynccontextmanager

from fastapi import FastAPI

from .core.database import engine
from .models import Base
from .routes import articles, health


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(health.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
