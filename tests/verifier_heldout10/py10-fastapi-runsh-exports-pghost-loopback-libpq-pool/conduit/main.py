from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.api import profiles
from conduit.db import open_pool, pool


@asynccontextmanager
async def lifespan(_app):
    open_pool()
    yield
    pool.close()


app = FastAPI(lifespan=lifespan)
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
