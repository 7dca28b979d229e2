from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from conduit.database import engine
from conduit.models import Base
from conduit.routers import articles, users
from conduit.services.exceptions import ConduitError


@asynccontextmanager
async def lifespan(_: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield


app = FastAPI(lifespan=lifespan)
app.include_router(users.router)
app.include_router(articles.router)


@app.exception_handler(ConduitError)
async def conduit_error(_: Request, exc: ConduitError) -> JSONResponse:
    return JSONResponse({"errors": {"body": [exc.detail]}}, status_code=exc.status_code)
