from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app.api import api_router
from app.core.migrations import upgrade_to_head
from app.services.errors import ServiceError


@asynccontextmanager
async def lifespan(_: FastAPI):
    upgrade_to_head()
    yield


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(api_router)


@app.exception_handler(ServiceError)
async def service_error(_: Request, exc: ServiceError) -> JSONResponse:
    return JSONResponse(status_code=exc.status, content={"errors": {"body": [str(exc)]}})
