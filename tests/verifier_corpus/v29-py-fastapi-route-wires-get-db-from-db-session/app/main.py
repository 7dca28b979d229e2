from contextlib import asynccontextmanager

from fastapi import FastAPI

import app.models  # noqa: F401
from app.api.routes import api_router
from app.db.base import Base
from app.db.session import engine


@asynccontextmanager
async def lifespan(_app):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(lifespan=lifespan)
app.include_router(api_router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
