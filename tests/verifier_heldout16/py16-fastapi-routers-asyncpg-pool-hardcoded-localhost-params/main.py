from contextlib import asynccontextmanager

from fastapi import FastAPI

from db import create_pool, init_schema
from routers import articles, health, users


@asynccontextmanager
async def lifespan(app: FastAPI):
    app.state.pool = await create_pool()
    await init_schema(app.state.pool)
    yield
    await app.state.pool.close()


app = FastAPI(lifespan=lifespan)
for r in (health.router, users.router, articles.router):
    app.include_router(r, prefix="/api")
