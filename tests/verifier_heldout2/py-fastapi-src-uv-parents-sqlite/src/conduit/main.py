from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.db import Base, engine
from conduit.routes import articles, health, users


@asynccontextmanager
async def lifespan(app: FastAPI):
    Base.metadata.create_all(bind=engine)
    yield


app = FastAPI(lifespan=lifespan)
for module in (health, users, articles):
    app.include_router(module.router, prefix="/api")
