from contextlib import asynccontextmanager

from dishka.integrations.fastapi import setup_dishka
from fastapi import FastAPI

from app.api.routes import articles, health, tags
from app.core.db import engine
from app.di import container
from app.models import Base


@asynccontextmanager
async def lifespan(app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await container.close()


app = FastAPI(title="Conduit", lifespan=lifespan)
for module in (health, tags, articles):
    app.include_router(module.router, prefix="/api")
setup_dishka(container, app)
