from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app.repositories.session import init_db
from app.routes import articles, health, tags, users
from app.services.errors import DomainError


@asynccontextmanager
async def lifespan(_app: FastAPI):
    init_db()
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
for router in (health.router, users.router, articles.router, tags.router):
    app.include_router(router, prefix="/api")


@app.exception_handler(DomainError)
async def domain_error(_request: Request, exc: DomainError):
    return JSONResponse(status_code=exc.status, content={"errors": {exc.field: [exc.message]}})
