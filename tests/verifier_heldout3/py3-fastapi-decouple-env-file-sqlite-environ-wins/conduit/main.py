from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from conduit.data_access.session import engine
from conduit.entities import Base
from conduit.handlers import profiles, tags, users
from conduit.use_cases.errors import UseCaseError

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
for module in (users, profiles, tags):
    app.include_router(module.router, prefix="/api")


@app.exception_handler(UseCaseError)
def use_case_error(_: Request, exc: UseCaseError) -> JSONResponse:
    return JSONResponse({"errors": {"body": [str(exc)]}}, status_code=exc.status)
