from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.database import engine
from app.models.profile import Base
from app.routers import profiles


@asynccontextmanager
async def lifespan(_app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)
app.include_router(profiles.router)
