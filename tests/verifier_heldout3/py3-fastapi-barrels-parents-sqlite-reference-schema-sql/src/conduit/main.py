from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from conduit.core.database import engine
from conduit.models import Base
from conduit.routers import articles_router, users_router
from conduit.services import ServiceError

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(users_router, prefix="/api")
app.include_router(articles_router, prefix="/api")


@app.get("/api/health-check")
def health() -> dict:
    return {"status": "ok"}


@app.exception_handler(ServiceError)
async def on_service_error(_: Request, exc: ServiceError) -> JSONResponse:
    return JSONResponse({"errors": {"body": [str(exc)]}}, status_code=exc.status)
