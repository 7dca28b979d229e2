from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.database import engine, load_snapshot, save_snapshot
from conduit.models import Base
from conduit.routers import profiles


@asynccontextmanager
async def lifespan(_: FastAPI):
    load_snapshot()
    Base.metadata.create_all(bind=engine)
    yield
    save_snapshot()


app = FastAPI(title="Conduit API", lifespan=lifespan)


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


app.include_router(profiles.router)
