"""Composition root: builds the app and wires routes to services to storage."""

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager

from fastapi import FastAPI

from conduit.database import SessionLocal, engine
from conduit.models import Base
from conduit.repositories import Store
from conduit.routes import errors, router
from conduit.services import Services


@contextmanager
def open_services() -> Iterator[Services]:
    """Services for one request, on a session that is closed (and rolled back if uncommitted) after it."""
    with SessionLocal() as session:
        yield Services(Store(session))


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    Base.metadata.create_all(engine)
    yield
    engine.dispose()


app = FastAPI(title="Conduit", lifespan=lifespan, docs_url="/api/docs", redoc_url=None, openapi_url="/api/openapi.json")
app.state.open_services = open_services
errors.install(app)
app.include_router(router)
