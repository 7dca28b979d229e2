from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app.core.database import engine
from app.models import Base
from app.routers import articles, profiles, users
from app.services.exceptions import ServiceException


@asynccontextmanager
async def lifespan(_app: FastAPI):
    Base.metadata.create_all(bind=engine)
    yield
    engine.dispose()


app = FastAPI(title="Conduit API", lifespan=lifespan)
for module in (users, profiles, articles):
    app.include_router(module.router, prefix="/api")


@app.exception_handler(ServiceException)
async def on_service_exception(_request: Request, exc: ServiceException):
    return JSONResponse(status_code=exc.status_code, content={"errors": {exc.field: [exc.message]}})


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
