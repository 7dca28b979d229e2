from contextlib import asynccontextmanager

from fastapi import FastAPI

from .core.database import engine
from .models import Base
from .routers import health, users


@asynccontextmanager
async def lifespan(_: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)
app.include_router(health.router, prefix="/api")
app.include_router(users.router, prefix="/api")
