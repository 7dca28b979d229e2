from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from .database import engine
from .models import Base
from .routes import articles, users
from .services.errors import DomainError


@asynccontextmanager
async def lifespan(_app: FastAPI):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(lifespan=lifespan)
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.exception_handler(DomainError)
def on_domain_error(_req: Request, exc: DomainError):
    return JSONResponse({"errors": {"body": [str(exc)]}}, status_code=exc.status)
