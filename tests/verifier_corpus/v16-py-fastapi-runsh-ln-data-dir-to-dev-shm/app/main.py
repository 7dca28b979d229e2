from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.db import Base, engine
from app.routes.tags import router as tags_router


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(bind=engine)
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


app.include_router(tags_router)
