from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app.api.routes import api_router
from app.services.errors import ServiceError

app = FastAPI(title="Conduit")
app.include_router(api_router)


@app.exception_handler(ServiceError)
async def service_error_handler(_request: Request, exc: ServiceError):
    return JSONResponse(status_code=exc.status, content={"errors": {exc.field: [exc.message]}})
