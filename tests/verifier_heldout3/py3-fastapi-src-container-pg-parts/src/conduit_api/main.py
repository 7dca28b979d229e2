from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from conduit_api.api import ROUTERS
from conduit_api.db import engine
from conduit_api.models import Base
from conduit_api.services.errors import ServiceError


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(engine)
    yield
    engine.dispose()


def create_app() -> FastAPI:
    app = FastAPI(title="Conduit", lifespan=lifespan)
    for router in ROUTERS:
        app.include_router(router, prefix="/api")

    @app.exception_handler(ServiceError)
    async def service_error(_: Request, exc: ServiceError) -> JSONResponse:
        return JSONResponse({"errors": {"body": [str(exc)]}}, status_code=exc.status_code)

    return app


app = create_app()
