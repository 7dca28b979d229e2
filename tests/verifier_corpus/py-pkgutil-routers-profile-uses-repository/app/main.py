import importlib
import pkgutil

from fastapi import APIRouter, FastAPI

from app import routes as routes_package
from app.database import Base, engine
from app.models import article, user  # noqa: F401  (register the tables)

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")

# every module of the routes package that defines `router` is mounted under /api
for module_info in pkgutil.iter_modules(routes_package.__path__):
    module = importlib.import_module(f"{routes_package.__name__}.{module_info.name}")
    router = getattr(module, "router", None)
    if isinstance(router, APIRouter):
        app.include_router(router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
