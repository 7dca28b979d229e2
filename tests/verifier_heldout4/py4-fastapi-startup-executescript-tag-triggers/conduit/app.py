from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.api import articles, auth
from conduit.db.schema import init_schema


@asynccontextmanager
async def lifespan(_: FastAPI):
    init_schema()
    yield


app = FastAPI(lifespan=lifespan)
app.include_router(auth.router)
app.include_router(articles.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
