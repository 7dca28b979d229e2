from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from .api.routers import profiles, users
from .db import engine
from .entities import Base
from .usecases.errors import UseCaseError


@asynccontextmanager
async def lifespan(_app: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(users.router, prefix="/api")
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}


@app.exception_handler(UseCaseError)
async def usecase_error(_request: Request, exc: UseCaseError):
    return JSONResponse(status_code=exc.status, content={"errors": {"body": [exc.message]}})
