from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.api.routers import health, users
from app.core.database import engine
from app.models import Base


@asynccontextmanager
async def lifespan(_: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(health.router, prefix="/api")
app.include_router(users.router, prefix="/api")
