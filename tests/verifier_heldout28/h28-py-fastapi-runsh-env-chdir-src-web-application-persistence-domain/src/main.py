from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from application.errors import ApplicationError
from persistence.database import create_schema
from web import router

create_schema()

app = FastAPI(title="Conduit")
app.include_router(router, prefix="/api")


@app.exception_handler(ApplicationError)
async def application_error(_request: Request, exc: ApplicationError):
    return JSONResponse(status_code=exc.status, content={"errors": {exc.field: [exc.message]}})
