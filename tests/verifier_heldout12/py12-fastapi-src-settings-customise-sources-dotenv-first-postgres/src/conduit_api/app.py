from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI

from conduit_api import models  # noqa: F401  (registers the tables)
from conduit_api.db import Base, engine
from conduit_api.routers import articles


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(title="Conduit API", lifespan=lifespan)
api = APIRouter(prefix="/api")
api.include_router(articles.router)


@api.get("/health-check")
def health_check() -> dict[str, str]:
    return {"status": "ok"}


app.include_router(api)
