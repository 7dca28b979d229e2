from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.db.session import engine
from app.models import Base
from app.routes import tags


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(lifespan=lifespan)
app.include_router(tags.router, prefix="/api")
