from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.database import apply_schema
from app.routers import profiles, users


@asynccontextmanager
async def lifespan(_app: FastAPI):
    apply_schema()
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(users.router, prefix="/api")
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
