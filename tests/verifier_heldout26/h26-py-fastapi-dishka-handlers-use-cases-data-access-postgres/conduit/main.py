from contextlib import asynccontextmanager

from dishka import make_async_container
from dishka.integrations.fastapi import setup_dishka
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncEngine

from conduit.entities import Base
from conduit.handlers import comments, health, profiles
from conduit.ioc import DbProvider, GatewayProvider, InteractorProvider

container = make_async_container(DbProvider(), GatewayProvider(), InteractorProvider())


@asynccontextmanager
async def lifespan(app: FastAPI):
    engine = await container.get(AsyncEngine)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await container.close()


app = FastAPI(lifespan=lifespan)
for module in (health, profiles, comments):
    app.include_router(module.router, prefix="/api")
setup_dishka(container, app)
