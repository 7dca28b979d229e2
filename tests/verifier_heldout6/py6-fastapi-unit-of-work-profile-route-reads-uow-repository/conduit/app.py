from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.db import engine
from conduit.models import Base
from conduit.routes import api


@asynccontextmanager
async def lifespan(app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


def create_app() -> FastAPI:
    app = FastAPI(title="Conduit API", lifespan=lifespan)
    app.include_router(api)
    return app
