from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.config import settings  # noqa: F401  (loads .env first)
from conduit.db import Base, engine
from conduit.routers import profiles


@asynccontextmanager
async def lifespan(app: FastAPI):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(profiles.router)
