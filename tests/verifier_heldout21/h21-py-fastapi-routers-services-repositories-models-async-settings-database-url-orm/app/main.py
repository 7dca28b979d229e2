from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.core.database import engine
from app.models import Base
from app.routers import users


@asynccontextmanager
async def lifespan(app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)
app.include_router(users.router)


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}
