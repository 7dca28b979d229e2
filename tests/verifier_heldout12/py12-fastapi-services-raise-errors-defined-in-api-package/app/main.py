from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.api import api_router
from app.api.errors import ApiError, api_error_handler
from app.core.database import engine
from app.models import Base


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(bind=engine)
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(api_router)
app.add_exception_handler(ApiError, api_error_handler)
