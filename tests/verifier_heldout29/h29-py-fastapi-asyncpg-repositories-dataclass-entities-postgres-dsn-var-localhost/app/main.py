from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.api.routes import comments, health
from app.container import Container


@asynccontextmanager
async def lifespan(app: FastAPI):
    app.state.container = await Container.start()
    yield
    await app.state.container.stop()


app = FastAPI(lifespan=lifespan)
app.include_router(health.router, prefix="/api")
app.include_router(comments.router, prefix="/api")
