from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.db import engine
from conduit.models import Base
from conduit.routers import tags


@asynccontextmanager
async def lifespan(_app: FastAPI):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(lifespan=lifespan)
app.include_router(tags.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
