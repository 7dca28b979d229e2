import importlib
import pkgutil

from fastapi import FastAPI

from app import routes
from app.database import Base, engine

app = FastAPI()

# every module of app/routes that defines a `router` is mounted under /api
for module_info in pkgutil.iter_modules(routes.__path__):
    module = importlib.import_module(f"{routes.__name__}.{module_info.name}")
    if hasattr(module, "router"):
        app.include_router(module.router, prefix="/api")


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health() -> dict:
    return {"status": "ok"}
