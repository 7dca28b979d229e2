from contextlib import asynccontextmanager

from fastapi import FastAPI

from conduit.config import base_ormar_config
from conduit.routes.articles import router


@asynccontextmanager
async def lifespan(_: FastAPI):
    base_ormar_config.metadata.create_all(base_ormar_config.engine)
    await base_ormar_config.database.connect()
    yield
    await base_ormar_config.database.disconnect()


app = FastAPI(lifespan=lifespan)
app.include_router(router)
