from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.migrate import upgrade_to_head
from app.routes.user import router


@asynccontextmanager
async def lifespan(_: FastAPI):
    upgrade_to_head()
    yield


app = FastAPI(lifespan=lifespan)
app.include_router(router)
