from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.database import engine
from conduit.models.base import Base
from conduit.routes import comments


@asynccontextmanager
async def lifespan(_app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)
app.include_router(comments.router, prefix="/api")


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}
