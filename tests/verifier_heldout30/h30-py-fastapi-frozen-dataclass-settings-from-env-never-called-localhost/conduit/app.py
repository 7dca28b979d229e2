from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from conduit.handlers import articles, health, users
from conduit.repositories.database import create_tables
from conduit.usecases.errors import UseCaseError


@asynccontextmanager
async def lifespan(_app: FastAPI):
    await create_tables()
    yield


app = FastAPI(lifespan=lifespan)
for router in (health.router, users.router, articles.router):
    app.include_router(router, prefix="/api")


@app.exception_handler(UseCaseError)
async def use_case_error(_request: Request, exc: UseCaseError):
    return JSONResponse(status_code=exc.status, content={"errors": {"body": [exc.message]}})
