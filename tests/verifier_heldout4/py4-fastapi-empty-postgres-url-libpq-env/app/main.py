from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app.api.routers import api_router
from app.core.db import engine
from app.models import Base
from app.services.errors import DomainError


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(engine)
    yield
    engine.dispose()


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(api_router)


@app.exception_handler(DomainError)
async def domain_error(_: Request, exc: DomainError) -> JSONResponse:
    return JSONResponse({"errors": {exc.field: [exc.message]}}, status_code=exc.status_code)
