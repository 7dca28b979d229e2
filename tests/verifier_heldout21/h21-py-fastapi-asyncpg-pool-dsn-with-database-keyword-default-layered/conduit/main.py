from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit import db
from conduit.routers import tags


@asynccontextmanager
async def lifespan(_: FastAPI):
    await db.connect()
    yield
    await db.disconnect()


app = FastAPI(lifespan=lifespan)
app.include_router(tags.router)


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}
