from contextlib import asynccontextmanager

from fastapi import FastAPI

import app.models  # noqa: F401
from app.db import Base, engine
from app.routes import profiles, tags


@asynccontextmanager
async def lifespan(_: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(tags.router)
app.include_router(profiles.router)


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}
