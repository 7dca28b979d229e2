from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.db.session import engine
from app.models import Base
from app.routers import comments


@asynccontextmanager
async def lifespan(app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)
app.include_router(comments.router, prefix="/api")


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}
