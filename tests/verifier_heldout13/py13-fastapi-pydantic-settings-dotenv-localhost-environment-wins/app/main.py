from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.api.routes import profiles
from app.core.database import engine
from app.models import Base


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(bind=engine)
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
